import {
  IconBrandMastercard,
  IconBrandVisa,
  IconCreditCard,
  IconPencil,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { USER_PLAN_PRICES, type PaymentMethod, type UserDetail } from '@/api/types/users';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Progress } from '@/components/ui/progress';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';
import { TextLine } from '@/screens/shared/text-line';
import { useUserLabels } from '@/screens/shared/users/user-labels';

import { planPeriod } from './plan-period';

const BRAND_ICONS: Record<PaymentMethod['brand'], ReactNode> = {
  visa: <IconBrandVisa aria-hidden size={28} />,
  mastercard: <IconBrandMastercard aria-hidden size={28} />,
  amex: <IconCreditCard aria-hidden size={28} />,
};

export interface BillingTabProps {
  /** The user whose billing is shown. */
  user: UserDetail;
  /** Opens the plan dialog. */
  onChangePlan: () => void;
  /** Opens the billing address dialog. */
  onEditAddress: () => void;
}

/**
 * Billing & plan: the plan with its period and billing method, the saved cards, and the billing
 * address (edited in a dialog).
 */
export function BillingTab({ user, onChangePlan, onEditAddress }: BillingTabProps) {
  const { t } = useKitTranslation(usersNs);
  const f = useFormat();
  const labels = useUserLabels();
  const period = planPeriod(user.planRenewsOn);
  const address = user.billingAddress;
  const rows: [string, string][] = [
    [t('address.companyName'), address.companyName],
    [t('address.billingEmail'), address.billingEmail],
    [t('address.taxId'), user.taxId],
    [t('address.vatNumber'), address.vatNumber],
    [t('address.contact'), user.contact],
    [t('address.address'), address.address],
    [t('address.state'), address.state],
    [t('address.zipCode'), address.zipCode],
    [t('address.country'), labels.country(address.country)],
  ];
  return (
    <div className="ee:flex ee:flex-col ee:gap-6">
      <Card>
        <CardHeader
          title={t('planCard.title')}
          actions={
            <Button onClick={onChangePlan}>
              {user.currentPlan === 'enterprise' ? t('planCard.change') : t('planCard.upgrade')}
            </Button>
          }
        />
        <CardContent className="ee:grid ee:gap-6 ee:p-6 ee:pt-2 ee:md:grid-cols-2">
          <dl className="ee:m-0 ee:flex ee:flex-col ee:gap-4">
            <div>
              <dt className="ee:font-medium ee:text-heading">{labels.plan(user.currentPlan)}</dt>
              <dd className="ee:m-0 ee:text-muted">
                {f.money(USER_PLAN_PRICES[user.currentPlan])} {t('planCard.perMonth')}
              </dd>
            </div>
            <div>
              <dt className="ee:font-medium ee:text-heading">
                {t('planCard.renewsOn', { date: f.date(user.planRenewsOn) })}
              </dt>
              <dd className="ee:m-0 ee:text-muted">{labels.billing(user.billing)}</dd>
            </div>
          </dl>
          <div className="ee:flex ee:flex-col ee:gap-1.5">
            <div className="ee:flex ee:justify-between ee:gap-3 ee:font-medium ee:text-heading">
              <span>{t('planCard.days')}</span>
              <span>
                {t('planCard.daysOf', { used: f.number(period.used), total: f.days(period.total) })}
              </span>
            </div>
            <Progress value={period.used} max={period.total} aria-label={t('planCard.days')} />
            <span className="ee:text-[13px] ee:text-muted">
              {t('planCard.remaining', { days: f.days(period.left) })}
            </span>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader title={t('billingTab.cardsTitle')} />
        <CardContent className="ee:p-6 ee:pt-2">
          {user.paymentMethods.length === 0 ? (
            <p className="ee:m-0 ee:text-muted">{t('billingTab.noCards')}</p>
          ) : (
            <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-4 ee:p-0">
              {user.paymentMethods.map((card) => (
                <li
                  key={card.id}
                  className="ee:flex ee:flex-wrap ee:items-center ee:gap-4 ee:rounded-ee ee:border ee:border-line ee:p-4"
                >
                  <span className="ee:text-heading">{BRAND_ICONS[card.brand]}</span>
                  <div className="ee:min-w-0 ee:flex-1">
                    <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-2 ee:font-medium ee:text-heading">
                      <TextLine className="ee:w-auto">{card.holder}</TextLine>
                      {card.primary && <Chip color="primary">{t('billingTab.primary')}</Chip>}
                    </div>
                    <div className="ee:text-[15px] ee:text-text" dir="ltr">
                      <bdi>
                        {t('billingTab.cardEnding', {
                          brand: t(`billingTab.brand.${card.brand}`),
                          last4: card.last4,
                        })}
                      </bdi>
                    </div>
                  </div>
                  <span className="ee:text-[13px] ee:text-muted">
                    {t('billingTab.expires', { date: card.expires })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader
          title={t('billingTab.addressTitle')}
          actions={
            <Button
              variant="tonal"
              startIcon={<IconPencil aria-hidden size={18} />}
              onClick={onEditAddress}
            >
              {t('billingTab.editAddress')}
            </Button>
          }
        />
        <CardContent className="ee:p-6 ee:pt-2">
          <dl className="ee:m-0 ee:grid ee:gap-x-6 ee:gap-y-3 ee:md:grid-cols-2">
            {rows.map(([term, value]) => (
              <div key={term} className="ee:flex ee:flex-wrap ee:gap-x-2 ee:text-[15px]">
                <dt className="ee:font-medium ee:text-heading">{term}:</dt>
                <dd className="ee:m-0 ee:min-w-0 ee:text-text">
                  {value ? (
                    <TextLine className="ee:break-all">{value}</TextLine>
                  ) : (
                    <span className="ee:text-muted">{t('billingTab.notGiven')}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
