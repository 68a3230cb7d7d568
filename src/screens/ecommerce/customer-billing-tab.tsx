import type { CustomerDetail } from '@/api/types/ecommerce';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { AddressBlock } from './shared/address-block';
import { PaymentMethodLogo } from './shared/payment-method-logo';

export interface CustomerBillingTabProps {
  /** The customer: addresses and payment methods. */
  customer: CustomerDetail;
}

/**
 * Where the customer has things delivered and how they pay: addresses and payment methods, the
 * default marked.
 */
export function CustomerBillingTab({ customer }: CustomerBillingTabProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const brandName = { mastercard: 'Mastercard', visa: 'Visa', paypal: 'PayPal' } as const;
  return (
    <div className="ee:flex ee:flex-col ee:gap-6">
      <Card>
        <CardHeader title={t('customerDetails.addresses')} titleAs="h3" />
        <CardContent>
          <ul className="ee:m-0 ee:grid ee:list-none ee:gap-4 ee:p-0 ee:sm:grid-cols-2">
            {customer.addresses.map((a) => (
              <li
                key={a.kind}
                className="ee:flex ee:flex-col ee:gap-3 ee:rounded-ee ee:border ee:border-line ee:p-4"
              >
                <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-2">
                  <h4 className="ee:m-0 ee:text-[15px] ee:font-medium ee:text-heading">
                    {t(`customerDetails.addressKind.${a.kind}`)}
                  </h4>
                  {a.isDefault && <Chip color="success">{t('customerDetails.default')}</Chip>}
                </div>
                <AddressBlock address={a} />
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t('customerDetails.paymentMethods')} titleAs="h3" />
        <CardContent>
          <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-4 ee:p-0">
            {customer.paymentMethods.map((m) => (
              <li
                key={`${m.brand}-${m.number}`}
                className="ee:flex ee:flex-wrap ee:items-center ee:gap-4 ee:rounded-ee ee:border ee:border-line ee:p-4"
              >
                <PaymentMethodLogo
                  method={m.brand}
                  label={brandName[m.brand]}
                  className="ee:h-8 ee:w-[50px]"
                />
                <div className="ee:min-w-0 ee:flex-1">
                  <p className="ee:m-0 ee:flex ee:flex-wrap ee:items-center ee:gap-2 ee:font-medium ee:text-heading">
                    <bdi>
                      {m.brand === 'paypal'
                        ? m.number
                        : t('customerDetails.cardEnding', {
                            brand: brandName[m.brand],
                            digits: m.number,
                          })}
                    </bdi>
                    {m.isDefault && <Chip color="primary">{t('customerDetails.default')}</Chip>}
                  </p>
                  <p className="ee:m-0 ee:text-[13px] ee:text-muted">
                    <bdi>{m.holder}</bdi>
                    {m.expires && <> · {t('customerDetails.expires', { date: m.expires })}</>}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
