import { useMemo } from 'react';

import { INVOICE_STATUSES } from '@/api/types/invoice';
import { DateRangeFilter } from '@/components/filter/date-range-filter';
import { FilterBar, type ActiveFilter } from '@/components/filter/filter-bar';
import { SearchInput } from '@/components/filter/search-input';
import { SelectFilter } from '@/components/filter/select-filter';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { INVOICE_STATUS_KEY } from './invoice-status';
import type { InvoiceListController } from './use-invoice-list';

export interface InvoiceListToolbarProps {
  list: InvoiceListController['list'];
  /**
   * The chips of the applied filters (`useInvoiceList` builds them: the empty table's hint reads
   * them too).
   */
  active: ActiveFilter[];
}

/**
 * The invoice table's toolbar: search by client, e-mail or number, status and issued-date filters,
 * their chips.
 */
export function InvoiceListToolbar({ list, active }: InvoiceListToolbarProps) {
  const { t } = useKitTranslation(invoiceNs);
  const { state, setQ, setFilter, clearFilters } = list;
  const { status, issued } = state.filters;
  const statusOptions = useMemo(
    () => INVOICE_STATUSES.map((s) => ({ value: s, label: t(`status.${INVOICE_STATUS_KEY[s]}`) })),
    [t],
  );

  return (
    <FilterBar
      activeFilters={active}
      onClearAll={active.length ? clearFilters : undefined}
      className="ee:w-full"
    >
      <SearchInput
        value={state.q}
        onChange={setQ}
        aria-label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        className="ee:w-full ee:max-w-72"
      />
      <SelectFilter
        multiple
        label={t('list.statusFilter')}
        options={statusOptions}
        value={status ?? []}
        onChange={(v) => setFilter('status', v)}
      />
      <DateRangeFilter
        label={t('list.issuedFilter')}
        value={issued}
        onChange={(v) => setFilter('issued', v)}
      />
    </FilterBar>
  );
}
