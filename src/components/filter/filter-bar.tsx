import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { useTableText } from '../table/use-table-text';
import { Button } from '../ui/button';
import { Chip } from '../ui/chip';

/** An applied filter, shown as a removable chip. */
export interface ActiveFilter {
  /** Stable key (the filter's URL name, plus the value for multi filters). */
  key: string;
  /** What the chip says, e.g. "Status: Active" (and its remove button's name). */
  label: string;
  /** Drawn in the chip instead of `label` when given (e.g. a path cut in the middle). */
  content?: ReactNode;
  /** Removes this filter. */
  onRemove: () => void;
}

export type FilterBarProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The filter controls (SearchInput, SelectFilter, DateRangeFilter…). */
  children: ReactNode;
  /** Applied filters as chips; the chip row shows when there is at least one. */
  activeFilters?: readonly ActiveFilter[];
  /** Clears every filter; shows "Clear all" next to the chips. */
  onClearAll?: () => void;
  /** A heading above the controls (Vuexy's "Filters"). */
  title?: ReactNode;
};

/** Lays out a list's filters, with the applied ones as removable chips and a "Clear all". */
export function FilterBar({
  children,
  activeFilters = [],
  onClearAll,
  title,
  className,
  ...props
}: FilterBarProps) {
  const t = useTableText();
  return (
    <div className={cn('ee:flex ee:flex-col ee:gap-3', className)} {...props}>
      {title && <h2 className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading">{title}</h2>}
      <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-3">{children}</div>
      {activeFilters.length > 0 && (
        <div
          className="ee:flex ee:flex-wrap ee:items-center ee:gap-2"
          role="group"
          aria-label={t('filter.activeFilters')}
        >
          {activeFilters.map((f) => (
            <Chip
              key={f.key}
              color="primary"
              truncate
              onDelete={f.onRemove}
              deleteLabel={t('filter.removeFilter', { label: f.label })}
            >
              {f.content ?? f.label}
            </Chip>
          ))}
          {onClearAll && (
            <Button size="sm" variant="text" color="secondary" onClick={onClearAll}>
              {t('filter.clearAll')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
