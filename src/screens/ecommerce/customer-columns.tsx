import { useMemo } from 'react';
import { Link } from 'react-router';

import type { Customer } from '@/api/types/ecommerce';
import { createDataTableColumns, type DataTableColumnDef } from '@/components/table';
import { CountryFlag } from '@/components/ui/country-flag';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withSegments } from '../paths';
import { useFormat } from '../shared/format';
import { useCountryName } from './shared/country-name';
import { PersonCell } from './shared/person-cell';

const col = createDataTableColumns<Customer>();

/**
 * The customer table's columns: ids are the API's sort keys (customer, customerId, country, orders,
 * totalSpent).
 */
export function useCustomerColumns(): DataTableColumnDef<Customer>[] {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const countryName = useCountryName();
  const { customerDetails } = useScreenPaths();
  return useMemo(
    () => [
      col.accessor('customer', {
        header: t('customers.fields.customer'),
        cell: (info) => {
          const c = info.row.original;
          return (
            <PersonCell
              name={c.customer}
              detail={c.email}
              renderName={(name) => (
                <Link
                  to={withSegments(customerDetails, c.id)}
                  className="ee:tap-target ee:block ee:text-primary-ink ee:hover:underline ee:[&>div]:text-primary-ink"
                >
                  {name}
                </Link>
              )}
            />
          );
        },
        meta: { alwaysVisible: true },
      }),
      col.accessor('customerId', {
        header: t('customers.fields.customerId'),
        cell: (info) => <span className="ee:tabular-nums">#{info.getValue()}</span>,
      }),
      col.accessor('country', {
        header: t('customers.fields.country'),
        cell: (info) => {
          const c = info.row.original;
          const name = countryName(c.countryCode, c.country);
          return (
            <span className="ee:inline-flex ee:items-center ee:gap-2 ee:whitespace-nowrap">
              <CountryFlag code={c.countryCode} title={name} aria-hidden />
              {name}
            </span>
          );
        },
        meta: { csv: (v) => String(v) },
      }),
      col.accessor('order', {
        id: 'orders',
        header: t('customers.fields.orders'),
        cell: (info) => <span className="ee:tabular-nums">{f.number(info.getValue())}</span>,
        meta: { align: 'end' },
      }),
      col.accessor('totalSpent', {
        header: t('customers.fields.totalSpent'),
        cell: (info) => (
          <span className="ee:whitespace-nowrap ee:tabular-nums ee:text-heading">
            {f.money(info.getValue())}
          </span>
        ),
        meta: { align: 'end' },
      }),
    ],
    [t, f, countryName, customerDetails],
  );
}
