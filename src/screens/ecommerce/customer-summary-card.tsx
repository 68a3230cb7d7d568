import { IconCurrencyDollar, IconShoppingCart } from '@tabler/icons-react';

import type { CustomerDetail } from '@/api/types/ecommerce';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { CountryFlag } from '@/components/ui/country-flag';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { useCountryName } from './shared/country-name';
import { toneOf } from './shared/person-cell';

export interface CustomerSummaryCardProps {
  /** The customer as the single read answers it. */
  customer: CustomerDetail;
}

/** The customer's card: picture, name and id, orders and spending, and their details. */
export function CustomerSummaryCard({ customer }: CustomerSummaryCardProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const countryName = useCountryName();
  const country = countryName(customer.countryCode, customer.country);
  const details = [
    { key: 'email', label: t('customerDetails.email'), value: <bdi>{customer.email}</bdi> },
    {
      key: 'status',
      label: t('customerDetails.status'),
      value: <Chip color="success">{t('customerDetails.active')}</Chip>,
    },
    // A phone number has no letters to set its direction: it is always read left to right.
    {
      key: 'contact',
      label: t('customerDetails.contact'),
      value: <bdi dir="ltr">{customer.contact}</bdi>,
    },
    {
      key: 'country',
      label: t('customerDetails.country'),
      value: (
        <span className="ee:inline-flex ee:items-center ee:gap-2">
          <CountryFlag code={customer.countryCode} size="sm" aria-hidden />
          {country}
        </span>
      ),
    },
  ];
  return (
    <Card>
      <CardContent className="ee:flex ee:flex-col ee:gap-6 ee:pt-6">
        <div className="ee:flex ee:flex-col ee:items-center ee:gap-3 ee:text-center">
          <Avatar
            size="xl"
            shape="square"
            name={customer.customer}
            alt=""
            color={toneOf(customer.customer)}
          />
          <div className="ee:min-w-0">
            <h2 className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading">
              <bdi>{customer.customer}</bdi>
            </h2>
            <p className="ee:m-0 ee:text-[15px] ee:text-muted">
              {t('customerDetails.customerId', { id: customer.customerId })}
            </p>
          </div>
        </div>
        <div className="ee:grid ee:grid-cols-2 ee:gap-4">
          {[
            {
              key: 'orders',
              icon: <IconShoppingCart size={22} />,
              tone: 'ee:tone-primary',
              value: f.number(customer.order),
              label: t('customerDetails.orders'),
            },
            {
              key: 'spent',
              icon: <IconCurrencyDollar size={22} />,
              tone: 'ee:tone-success',
              value: f.money(customer.totalSpent),
              label: t('customerDetails.spent'),
            },
          ].map((s) => (
            <div
              key={s.key}
              data-figure={s.key}
              className="ee:flex ee:min-w-0 ee:items-center ee:gap-3"
            >
              <span
                aria-hidden
                className={`${s.tone} ee:inline-flex ee:size-10 ee:shrink-0 ee:items-center ee:justify-center ee:rounded-ee ee:bg-tone/16 ee:text-tone-ink`}
              >
                {s.icon}
              </span>
              <div className="ee:min-w-0 ee:text-start">
                <p className="ee:m-0 ee:font-medium ee:tabular-nums ee:text-heading">{s.value}</p>
                <p className="ee:m-0 ee:text-[13px] ee:text-muted">{s.label}</p>
              </div>
            </div>
          ))}
        </div>
        <section className="ee:flex ee:flex-col ee:gap-3">
          <h3 className="ee:m-0 ee:border-b ee:border-line ee:pb-2 ee:text-[13px] ee:font-medium ee:uppercase ee:tracking-wide ee:text-muted">
            {t('customerDetails.details')}
          </h3>
          <dl className="ee:m-0 ee:flex ee:flex-col ee:gap-2 ee:text-[15px]">
            {details.map((d) => (
              <div key={d.key} className="ee:flex ee:flex-wrap ee:items-center ee:gap-x-2">
                <dt className="ee:font-medium ee:text-heading">{d.label}:</dt>
                <dd className="ee:m-0 ee:min-w-0">{d.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </CardContent>
    </Card>
  );
}
