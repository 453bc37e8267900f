/**
 * The partner studio: seed controls (name, code, five colours, radius, font, logo), the contrast
 * report of the theme derived from them, and the download of the partner token file. Used by
 * Storybook's Partners/Studio and by the portal's /partner/page; what to do with the brand (preview
 * panels, trying it on the live portal) is the caller's, through `children`.
 */
import { useState, type ReactNode } from 'react';
import { Button } from '@/design-system/components/Button';
import { FileTrigger } from '@/design-system/components/FileTrigger';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { NumberField } from '@/design-system/components/NumberField';
import { Select, SelectItem } from '@/design-system/components/Select';
import { TextField } from '@/design-system/components/TextField';
import { MAX_LOGO_BYTES } from '@/brand/brandOverride';
import { colorSeedNames, shippedFontFamilies, type ColorSeedName } from '@/design-system/theme/studio';
import { useTranslation } from '@/i18n/i18n';
import { ContrastReportView } from './ContrastReportView';
import { fileTextOf, isHexColor, MAX_RADIUS, problemsOf, reportOf, type StudioDraft, type StudioLogo } from './draft';
import * as styles from './PartnerStudio.css';

export interface PartnerStudioProps {
  draft: StudioDraft;
  onDraftChange: (draft: StudioDraft) => void;
  /** Shown between the controls and the report: previews, "try it on the portal". */
  children?: ReactNode;
}

/** Reads an uploaded SVG or PNG as a data: URL; null when it is not one or is too large. */
export async function readLogo(file: File): Promise<StudioLogo | 'type' | 'size'> {
  const extension = file.type === 'image/svg+xml' ? 'svg' : file.type === 'image/png' ? 'png' : null;
  if (!extension) return 'type';
  if (file.size > MAX_LOGO_BYTES) return 'size';
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
  return { dataUrl, extension, fileName: file.name };
}

/** Saves text as a file in the browser (the partner file download). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function PartnerStudio({ draft, onDraftChange, children }: PartnerStudioProps) {
  const { t } = useTranslation();
  const [logoError, setLogoError] = useState<'type' | 'size' | null>(null);
  const problems = problemsOf(draft);
  const report = reportOf(draft);
  const fileText = fileTextOf(draft);
  const set = (patch: Partial<StudioDraft>) => onDraftChange({ ...draft, ...patch });
  const setColor = (name: ColorSeedName, value: string) => set({ colors: { ...draft.colors, [name]: value } });

  const onLogo = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const logo = await readLogo(file);
    if (typeof logo === 'string') {
      setLogoError(logo);
      return;
    }
    setLogoError(null);
    set({ logo });
  };

  return (
    <div className={styles.studio}>
      <section className={styles.controls} aria-labelledby="studio-seeds">
        <h2 id="studio-seeds" className={styles.heading}>{t('partner.studio.seedsTitle')}</h2>
        <div className={styles.fieldGrid}>
          <TextField
            label={t('partner.studio.name')}
            value={draft.name}
            onChange={(name) => set({ name })}
            isInvalid={problems.includes('name')}
            errorMessage={t('partner.studio.nameError')}
            maxLength={60}
          />
          <TextField
            label={t('partner.studio.code')}
            description={t('partner.studio.codeHelp')}
            value={draft.code}
            onChange={(code) => set({ code })}
            isInvalid={problems.includes('code')}
            errorMessage={t('partner.studio.codeError')}
            maxLength={32}
          />
        </div>
        <div className={styles.fieldGrid}>
          {colorSeedNames.map((name) => (
            <div key={name} className={styles.colorField}>
              <span
                aria-hidden="true"
                className={styles.swatch}
                style={{ background: isHexColor(draft.colors[name]) ? draft.colors[name] : 'transparent' }}
              />
              <TextField
                label={t(`partner.studio.color.${name}`)}
                description={t(`partner.studio.colorHelp.${name}`)}
                value={draft.colors[name]}
                onChange={(value) => setColor(name, value)}
                isInvalid={problems.includes(name)}
                errorMessage={t('partner.studio.colorError')}
                maxLength={7}
              />
            </div>
          ))}
          <NumberField
            label={t('partner.studio.radius')}
            description={t('partner.studio.radiusHelp')}
            value={draft.radius}
            minValue={0}
            maxValue={MAX_RADIUS}
            onChange={(radius) => set({ radius: Number.isFinite(radius) ? radius : 0 })}
          />
          <Select
            label={t('partner.studio.font')}
            selectedKey={draft.fontFamily}
            onSelectionChange={(key) => set({ fontFamily: key as StudioDraft['fontFamily'] })}
          >
            {shippedFontFamilies.map((family) => (
              <SelectItem key={family} id={family}>
                {family.replace(/ Variable$/, '')}
              </SelectItem>
            ))}
          </Select>
        </div>
        <div className={styles.logoRow}>
          {draft.logo ? (
            <img className={styles.logoPreview} src={draft.logo.dataUrl} alt={t('partner.studio.logoAlt', { name: draft.name })} />
          ) : (
            <span className={styles.logoHint}>{t('partner.studio.noLogo')}</span>
          )}
          <FileTrigger acceptedFileTypes={['image/svg+xml', 'image/png']} onSelect={(files) => void onLogo(files)}>
            {t('partner.studio.uploadLogo')}
          </FileTrigger>
          {draft.logo && (
            <Button variant="quiet" onPress={() => set({ logo: null })}>
              {t('partner.studio.removeLogo')}
            </Button>
          )}
        </div>
        {logoError && (
          <InlineAlert tone="danger" role="alert">
            {t(`partner.studio.logoError.${logoError}`, { kb: Math.round(MAX_LOGO_BYTES / 1000) })}
          </InlineAlert>
        )}
      </section>

      {children}

      <section aria-labelledby="studio-contrast" className={styles.section}>
        <h2 id="studio-contrast" className={styles.heading}>{t('partner.studio.contrastTitle')}</h2>
        {report ? <ContrastReportView report={report} /> : <InlineAlert tone="warning">{t('partner.studio.needsBrand')}</InlineAlert>}
      </section>

      <section aria-labelledby="studio-export" className={styles.section}>
        <h2 id="studio-export" className={styles.heading}>{t('partner.studio.exportTitle')}</h2>
        <p className={styles.muted}>{t('partner.studio.exportIntro', { code: draft.code || '<code>' })}</p>
        {fileText ? (
          <>
            <div>
              <Button variant="primary" onPress={() => downloadText(`${draft.code}.tokens.json`, fileText)}>
                {t('partner.studio.download', { file: `${draft.code}.tokens.json` })}
              </Button>
            </div>
            <pre className={styles.file} aria-label={t('partner.studio.fileLabel')}>
              {fileText}
            </pre>
          </>
        ) : (
          <InlineAlert tone="warning">{t('partner.studio.fixFirst')}</InlineAlert>
        )}
      </section>
    </div>
  );
}
