import { IconFile, IconX } from '@tabler/icons-react';

import { IconButton } from '../ui/icon-button';

export interface FileListItemProps {
  /** The file's name, shown isolated so an Arabic or Hebrew name cannot reorder the row. */
  name: string;
  /**
   * Its size, already formatted in the reader's language (isolated too: "1.2 MB" stays in order in
   * Arabic).
   */
  size: string;
  /** The remove button's name, e.g. "Remove report.pdf", in the reader's language. */
  removeLabel: string;
  onRemove: () => void;
}

/** One attached file in a list of them (`<li>`): its icon, name, size and a remove button. */
export function FileListItem({ name, size, removeLabel, onRemove }: FileListItemProps) {
  return (
    <li className="ee:flex ee:items-center ee:gap-2.5 ee:rounded-ee ee:border ee:border-line ee:px-3 ee:py-2">
      <IconFile aria-hidden size={18} className="ee:shrink-0 ee:text-muted" />
      <bdi className="ee:min-w-0 ee:flex-1 ee:truncate ee:text-[15px] ee:text-heading">{name}</bdi>
      <bdi className="ee:text-[13px] ee:text-muted">{size}</bdi>
      <IconButton size="sm" aria-label={removeLabel} onClick={onRemove}>
        <IconX aria-hidden />
      </IconButton>
    </li>
  );
}
