import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../ui/button';
import { Chip } from '../ui/chip';
import { cn } from '../../lib/cn';
import { useTableText } from '../table/use-table-text';

/** An applied filter, shown as a removable chip. */
export interface ActiveFilter {
  /** Stable key (the filter's URL name, plus the value for multi filters). */
  key: string;
  /** What the chip says, e.g. "Status: Active". */
  label: string;
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
export function FilterBar({ children, activeFilters = [], onClearAll, title, className, ...props }: FilterBarProps) {
  const t = useTableText();
  return (
    <div className={cn('flex flex-col gap-3', className)} {...props}>
      {title && <h2 className="m-0 text-lg font-medium text-heading">{title}</h2>}
      <div className="flex flex-wrap items-center gap-3">{children}</div>
      {activeFilters.length > 0 && (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('filter.activeFilters')}>
          {activeFilters.map((f) => (
            <Chip key={f.key} color="primary" truncate onDelete={f.onRemove} deleteLabel={t('filter.removeFilter', { label: f.label })}>
              {f.label}
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
