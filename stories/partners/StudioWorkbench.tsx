/**
 * Partners/Studio: the partner studio with live previews of the portal in the draft brand — the
 * sign-in page and the shell with the dashboard (the real portal, through StoryPortal), a list, a
 * dialog and a toast — switchable between English, Chinese and Turkish. The draft is shown through
 * the same run-time path the portal uses for /partner/page (a trial brand: name, logo and seeds).
 */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useState } from 'react';
import { endTrialBrand, startTrialBrand } from '@/brand/brandOverride';
import { PartnerStudio } from '@/brand/studio/PartnerStudio';
import { reportOf, trialOf, type StudioDraft } from '@/brand/studio/draft';
import { Button } from '@/design-system/components/Button';
import { Dialog, DialogTrigger } from '@/design-system/components/Dialog';
import { Radio, RadioGroup } from '@/design-system/components/RadioGroup';
import { StatusPill } from '@/design-system/components/StatusPill';
import { Tab, TabList, TabPanel, Tabs } from '@/design-system/components/Tabs';
import { ToastRegion, createToastQueue, notify } from '@/design-system/components/Toast';
import { vars } from '@/design-system/theme/contract.css';
import { applyPartnerTheme } from '@/design-system/theme/runtime';
import { useTranslation, type Language } from '@/i18n/i18n';
import { applyStoryLanguage, languageNames } from '../../.storybook/i18n';
import { StoryPortal } from '../shell/StoryPortal';
import { users } from '../shell/fixtures';

const previewTabs = ['login', 'shell', 'list', 'dialog'] as const;
export type PreviewTab = (typeof previewTabs)[number];

const orders = [
  { id: 'MP-240518-0031', customer: 'Ayşe Demir', total: '$128.40', status: 'paid' },
  { id: 'MP-240518-0032', customer: '王芳', total: '$64.00', status: 'waiting' },
  { id: 'MP-240518-0033', customer: 'Jordan Lee', total: '$312.75', status: 'failed' },
] as const;
const tone = { paid: 'success', waiting: 'warning', failed: 'danger' } as const;

function ListPreview() {
  const { t } = useTranslation();
  return (
    <div style={{ padding: vars.space.lg, display: 'grid', gap: vars.space.sm }}>
      <h3 style={{ fontSize: vars.font.size.xl, margin: 0 }}>{t('partner.preview.listTitle')}</h3>
      <table style={{ borderCollapse: 'collapse', background: vars.color.bg.surface, borderRadius: vars.radius.md }}>
        <caption style={{ textAlign: 'start', color: vars.color.text.muted, paddingBlockEnd: vars.space.xs }}>{t('partner.preview.listCaption')}</caption>
        <thead>
          <tr>
            {(['order', 'customer', 'total', 'status'] as const).map((col) => (
              <th key={col} scope="col" style={{ textAlign: 'start', padding: vars.space.sm, background: vars.color.bg.subtle }}>
                {t(`partner.preview.col.${col}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order, index) => (
            <tr key={order.id} style={index === 0 ? { background: vars.color.brand.soft, color: vars.color.brand.onSoft } : undefined}>
              <td style={{ padding: vars.space.sm, fontFamily: vars.font.family.mono }}>{order.id}</td>
              <td style={{ padding: vars.space.sm }}>{order.customer}</td>
              <td style={{ padding: vars.space.sm }}>{order.total}</td>
              <td style={{ padding: vars.space.sm }}>
                <StatusPill tone={tone[order.status]}>{t(`partner.preview.status.${order.status}`)}</StatusPill>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const toasts = createToastQueue();

function DialogPreview() {
  const { t } = useTranslation();
  return (
    <div style={{ padding: vars.space.lg, display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' }}>
      <DialogTrigger>
        <Button variant="primary">{t('partner.preview.openDialog')}</Button>
        <Dialog
          title={t('partner.preview.dialogTitle')}
          size="sm"
          footer={
            <>
              <Button variant="secondary" slot="close">{t('partner.preview.cancel')}</Button>
              <Button variant="primary" slot="close">{t('partner.preview.confirm')}</Button>
            </>
          }
        >
          {t('partner.preview.dialogText')}
        </Dialog>
      </DialogTrigger>
      <Button variant="secondary" onPress={() => notify({ kind: 'success', message: t('partner.preview.toast') }, toasts)}>
        {t('partner.preview.showToast')}
      </Button>
      <ToastRegion queue={toasts} />
    </div>
  );
}

export interface StudioWorkbenchProps {
  initial: StudioDraft;
  initialTab?: PreviewTab;
}

export function StudioWorkbench({ initial, initialTab = 'login' }: StudioWorkbenchProps) {
  const { t, lang } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const report = reportOf(draft);
  const trial = trialOf(draft);

  // The draft on the whole page (overlays included) and in the portal's brand, like /partner/page.
  // The trial is rebuilt every render; its content is what the effect depends on.
  const trialKey = trial ? JSON.stringify(trial) : null;
  useEffect(() => {
    const current = trialKey ? (JSON.parse(trialKey) as NonNullable<typeof trial>) : null;
    if (!current) return undefined;
    startTrialBrand(current, { persist: false });
    const remove = current.seeds ? applyPartnerTheme(current.seeds) : () => undefined;
    return () => {
      remove();
      endTrialBrand();
    };
  }, [trialKey]);

  return (
    <PartnerStudio draft={draft} onDraftChange={setDraft}>
      {/* Not a landmark: the previewed shell brings its own <main>. */}
      <div style={{ display: 'grid', gap: vars.space.sm, minWidth: 0 }}>
        <h2 id="studio-preview" style={{ fontSize: vars.font.size.lg, margin: 0 }}>{t('partner.preview.title')}</h2>
        <RadioGroup label={t('partner.preview.language')} orientation="horizontal" value={lang} onChange={(value) => applyStoryLanguage(value as Language)}>
          {(['en', 'zh', 'tr'] as const).map((code) => (
            <Radio key={code} value={code}>{languageNames[code]}</Radio>
          ))}
        </RadioGroup>
        <Tabs defaultSelectedKey={initialTab}>
          <TabList aria-label={t('partner.preview.tabs')}>
            {previewTabs.map((tab) => (
              <Tab key={tab} id={tab}>{t(`partner.preview.${tab}`)}</Tab>
            ))}
          </TabList>
          {/* The theme is also scoped here, so the previews keep it whatever <html> carries. */}
          {previewTabs.map((tab) => (
            <TabPanel key={tab} id={tab}>
              <div
                data-testid="studio-preview"
                style={{
                  ...(report ? assignInlineVars(vars, report.theme) : {}),
                  position: 'relative',
                  height: tab === 'login' || tab === 'shell' ? 640 : 'auto',
                  overflow: 'auto',
                  // Fixed-position parts of the portal stay inside the preview frame.
                  transform: 'translateZ(0)',
                  border: `1px solid ${vars.color.border.default}`,
                  borderRadius: vars.radius.md,
                  background: vars.color.bg.canvas,
                  color: vars.color.text.default,
                  fontFamily: vars.font.family.body,
                }}
              >
                {tab === 'login' && <StoryPortal key={`login-${lang}`} path="/login" user={null} />}
                {tab === 'shell' && <StoryPortal key={`shell-${lang}`} path="/dashboard" user={users.merchant} />}
                {tab === 'list' && <ListPreview />}
                {tab === 'dialog' && <DialogPreview />}
              </div>
            </TabPanel>
          ))}
        </Tabs>
      </div>
    </PartnerStudio>
  );
}
