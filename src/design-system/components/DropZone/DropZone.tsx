/**
 * A target for dropping files (React Aria's DropZone), with a browse button for keyboard and
 * touch users: product and order imports. Only files whose type is in `acceptedFileTypes` are
 * accepted (others are ignored and reported through `onReject`).
 */
import type { ReactNode } from 'react';
import {
  DropZone as RACDropZone,
  Text,
  composeRenderProps,
  isFileDropItem,
  type DropItem,
  type DropZoneProps as RACDropZoneProps,
} from 'react-aria-components';
import { UploadCloud } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n';
import { FileTrigger } from '../FileTrigger';
import * as styles from './DropZone.css';

export interface DropZoneProps extends Omit<RACDropZoneProps, 'onDrop' | 'getDropOperation' | 'children'> {
  /** MIME types or extensions, e.g. `['text/csv', '.xlsx']`. Empty accepts anything. */
  acceptedFileTypes?: string[];
  allowsMultiple?: boolean;
  onFiles: (files: File[]) => void;
  onReject?: (files: File[]) => void;
  /** A line under the prompt, e.g. "CSV or Excel, up to 10 MB" (translated by the caller). */
  hint?: ReactNode;
}

/** Whether a file matches an accept list of MIME types (`text/*` too) and extensions. */
export function acceptsFile(file: File, accepted: readonly string[]): boolean {
  if (accepted.length === 0) return true;
  const name = file.name.toLowerCase();
  return accepted.some((rule) => {
    const type = rule.toLowerCase();
    if (type.startsWith('.')) return name.endsWith(type);
    if (type.endsWith('/*')) return file.type.startsWith(type.slice(0, -1));
    return file.type === type;
  });
}

export function DropZone({ acceptedFileTypes = [], allowsMultiple = false, onFiles, onReject, hint, isDisabled, className, ...props }: DropZoneProps) {
  const { t } = useTranslation();

  const take = (files: File[]) => {
    const chosen = allowsMultiple ? files : files.slice(0, 1);
    const accepted = chosen.filter((file) => acceptsFile(file, acceptedFileTypes));
    const rejected = chosen.filter((file) => !acceptsFile(file, acceptedFileTypes));
    if (accepted.length > 0) onFiles(accepted);
    if (rejected.length > 0) onReject?.(rejected);
  };

  const onDrop = async (event: { items: DropItem[] }) => {
    const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
    take(files);
  };

  return (
    <RACDropZone
      {...props}
      isDisabled={isDisabled}
      onDrop={onDrop}
      className={composeRenderProps(className, (custom) => [styles.dropZone, custom].filter(Boolean).join(' '))}
    >
      {({ isDropTarget }) => (
        <>
          <UploadCloud size={32} className={styles.icon} aria-hidden="true" />
          <Text slot="label" className={styles.prompt}>
            {t(isDropTarget ? 'ds.dropZone.release' : 'ds.dropZone.prompt')}
          </Text>
          {hint != null && <p className={styles.hint}>{hint}</p>}
          <FileTrigger
            acceptedFileTypes={acceptedFileTypes.length > 0 ? acceptedFileTypes : undefined}
            allowsMultiple={allowsMultiple}
            onSelect={take}
            isDisabled={isDisabled}
            size="sm"
          >
            {t('ds.dropZone.browse')}
          </FileTrigger>
        </>
      )}
    </RACDropZone>
  );
}
