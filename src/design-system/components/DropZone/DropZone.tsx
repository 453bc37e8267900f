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
import { sortFiles } from './accept';
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

export function DropZone({ acceptedFileTypes = [], allowsMultiple = false, onFiles, onReject, hint, isDisabled, className, ...props }: DropZoneProps) {
  const { t } = useTranslation();

  const take = (files: File[]) => {
    const { accepted, rejected } = sortFiles(files, acceptedFileTypes, allowsMultiple);
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
