/**
 * A new sourcing request (presentational): by link, picture or description, with a name, a target unit price
 * (typed in dollars, sent in cents) and a quantity. The picture is read in the browser as a data URL (PNG, JPEG
 * or WebP up to 300 KB; the server checks the same). The server's field errors land on the fields.
 */
import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { sourcingAskChannels } from '@/api/contract/sourcing';
import { Button } from '@/design-system/components/Button';
import { FileTrigger } from '@/design-system/components/FileTrigger';
import { Form, type ServerFieldErrors } from '@/design-system/components/Form';
import { NumberField } from '@/design-system/components/NumberField';
import { Radio, RadioGroup } from '@/design-system/components/RadioGroup';
import { TextArea } from '@/design-system/components/TextArea';
import { TextField } from '@/design-system/components/TextField';
import { useTranslation } from '@/i18n/i18n';
import { toCents } from './format';
import * as styles from './sourcing.css';

export type AskChannel = (typeof sourcingAskChannels)[number];
export interface RequestInput {
  channel: AskChannel; title: string; sourceUrl?: string; imageData?: string; description?: string; targetPriceCents?: number; quantity?: number;
}

const IMAGE_MAX_BYTES = 300 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export interface RequestFormProps {
  onSubmit(input: RequestInput): void;
  onCancel(): void;
  isPending: boolean;
  errors: ServerFieldErrors | null;
  /** Reads a chosen file as a data URL (FileReader in the portal; stories pass their own). */
  readImage?(file: File): Promise<string>;
}

const readAsDataUrl = (file: File) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result));
  reader.onerror = () => reject(reader.error ?? new Error('read failed'));
  reader.readAsDataURL(file);
});

export function RequestForm({ onSubmit, onCancel, isPending, errors, readImage = readAsDataUrl }: RequestFormProps) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<AskChannel>('url');
  const [title, setTitle] = useState('');
  const [sourceUrl, setSourceUrl] = useState('');
  const [description, setDescription] = useState('');
  const [imageData, setImageData] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [target, setTarget] = useState(Number.NaN);
  const [quantity, setQuantity] = useState(Number.NaN);

  const choose = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) { setImageError(t('sourcing.form.imageType')); return; }
    if (file.size > IMAGE_MAX_BYTES) { setImageError(t('sourcing.form.imageTooBig')); return; }
    setImageError(null);
    setImageData(await readImage(file));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({
      channel, title: title.trim(),
      ...(channel === 'url' ? { sourceUrl: sourceUrl.trim() } : {}),
      ...(channel === 'image' && imageData ? { imageData } : {}),
      ...(description.trim() ? { description: description.trim() } : {}),
      ...(Number.isFinite(target) ? { targetPriceCents: toCents(target) } : {}),
      ...(Number.isFinite(quantity) ? { quantity } : {}),
    });
  };
  const imageMessage = imageError ?? (errors?.imageData as string | undefined);
  return (
    <Form aria-label={t('sourcing.form.title')} className={styles.form} validationErrors={errors ?? undefined} onSubmit={submit}>
      <RadioGroup label={t('sourcing.form.how')} orientation="horizontal" value={channel} onChange={(value) => setChannel(value as AskChannel)}>
        {sourcingAskChannels.map((c) => <Radio key={c} value={c}>{t(`sourcing.channel.${c}`)}</Radio>)}
      </RadioGroup>
      <TextField name="title" label={t('sourcing.form.name')} value={title} onChange={setTitle} isRequired minLength={2} maxLength={120} />
      {channel === 'url' && (
        <TextField name="sourceUrl" type="url" label={t('sourcing.form.url')} description={t('sourcing.form.urlHint')} value={sourceUrl} onChange={setSourceUrl} isRequired maxLength={500} />
      )}
      {channel === 'image' && (
        <div className={styles.stack}>
          <span className={styles.muted} id="sourcing-image-hint">{t('sourcing.form.imageHint')}</span>
          <div className={styles.rowActions}>
            <FileTrigger acceptedFileTypes={IMAGE_TYPES} onSelect={(files) => void choose(files)}>{t('sourcing.form.chooseImage')}</FileTrigger>
            {imageData && <img src={imageData} alt={t('sourcing.form.preview')} className={styles.preview} />}
          </div>
          {imageMessage && <span role="alert" className={styles.error}>{imageMessage}</span>}
        </div>
      )}
      <TextArea name="description" label={t('sourcing.form.description')} description={t('sourcing.form.descriptionHint')} value={description} onChange={setDescription}
        isRequired={channel === 'description'} maxLength={2000} rows={3} />
      <div className={styles.twoColumns}>
        <NumberField name="targetPriceCents" label={t('sourcing.form.target')} value={target} onChange={setTarget} minValue={0.01} maxValue={100_000}
          formatOptions={{ style: 'currency', currency: 'USD' }} />
        <NumberField name="quantity" label={t('sourcing.form.quantity')} value={quantity} onChange={setQuantity} minValue={1} maxValue={1_000_000} step={1} />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel}>{t('sourcing.form.cancel')}</Button>
        <Button variant="primary" type="submit" iconStart={Send} isPending={isPending}>{t('sourcing.form.submit')}</Button>
      </div>
    </Form>
  );
}
