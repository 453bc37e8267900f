/** The pager's page size Select (PaginationBase's `renderPageSize`): its sizes, named by the pager's label. */
import { Select, SelectItem } from '@/design-system/components/Select';
import type { PageSizeRender } from './PaginationBase';

export interface PageSizeSelectProps extends PageSizeRender {
  /** Its open state, when the owner keeps it (the kit's FirstUse). */
  isOpen?: boolean;
  onOpenChange?(isOpen: boolean): void;
}

export function PageSizeSelect({ label, className, sizes, pageSize, onPageSizeChange, isDisabled, isOpen, onOpenChange }: PageSizeSelectProps) {
  return (
    <Select
      aria-label={label}
      className={className}
      items={sizes}
      value={pageSize}
      onChange={(size) => {
        if (typeof size === 'number' && size !== pageSize) onPageSizeChange(size);
      }}
      isDisabled={isDisabled}
      {...(onOpenChange && { isOpen, onOpenChange })}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}
