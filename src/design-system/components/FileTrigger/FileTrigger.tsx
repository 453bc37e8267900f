/**
 * Opens the system file chooser from a button (React Aria's FileTrigger). `onSelect` receives the
 * chosen files as an array (React Aria hands over a FileList or null). The button is the library's
 * Button, so it looks like every other action.
 */
import { FileTrigger as RACFileTrigger, type FileTriggerProps as RACFileTriggerProps } from 'react-aria-components';
import { Upload } from 'lucide-react';
import { Button, type ButtonProps } from '../Button';

export interface FileTriggerProps extends Omit<RACFileTriggerProps, 'onSelect' | 'children'> {
  onSelect?: (files: File[]) => void;
  /** The button's text (translated by the caller: "Import products", "Upload logo"). */
  children: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  isDisabled?: boolean;
  isPending?: boolean;
}

export function FileTrigger({ onSelect, children, variant = 'secondary', size, isDisabled, isPending, ...props }: FileTriggerProps) {
  return (
    <RACFileTrigger {...props} onSelect={(list) => onSelect?.(list ? Array.from(list) : [])}>
      <Button variant={variant} size={size} iconStart={Upload} isDisabled={isDisabled} isPending={isPending}>
        {children}
      </Button>
    </RACFileTrigger>
  );
}
