import { IconCircleFilled } from '@tabler/icons-react';

import { USER_PLAN_PRICES, type UserDetail } from '@/api/types/users';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Progress } from '@/components/ui/progress';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';
import { useUserLabels } from '@/screens/shared/users/user-labels';

import { planPeriod } from './plan-period';

const FEATURES = ['users', 'storage', 'support'] as const;

export interface UserPlanCardProps {
  /** The user whose plan is shown. */
  user: UserDetail;
  /** Opens the plan dialog. */
  onChangePlan: () => void;
}

/**
 * The user's plan: its name and monthly price, what it includes, the days left in its period and a
 * way to change it.
 */
export function UserPlanCard({ user, onChangePlan }: UserPlanCardProps) {
  const { t } = useKitTranslation(usersNs);
  const f = useFormat();
  const labels = useUserLabels();
  const period = planPeriod(user.planRenewsOn);
  const top = user.currentPlan === 'enterprise';
  return (
    <Card className="ee:border-2 ee:border-primary">
      <CardContent className="ee:flex ee:flex-col ee:gap-5 ee:p-6">
        <div className="ee:flex ee:items-start ee:justify-between ee:gap-3">
          <div>
            <h2 className="ee:sr-only">{t('planCard.title')}</h2>
            <Chip color="primary">{labels.plan(user.currentPlan)}</Chip>
          </div>
          <p className="ee:m-0 ee:text-end">
            <span
              className="ee:block ee:text-[28px] ee:font-semibold ee:leading-none ee:text-primary-ink"
              data-testid="plan-price"
            >
              {f.money(USER_PLAN_PRICES[user.currentPlan])}
            </span>
            <span className="ee:text-[13px] ee:text-muted">{t('planCard.perMonth')}</span>
          </p>
        </div>
        <ul
          className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-2 ee:p-0"
          aria-label={t('planCard.features')}
        >
          {FEATURES.map((feature) => (
            <li key={feature} className="ee:flex ee:items-center ee:gap-2 ee:text-[15px]">
              <IconCircleFilled aria-hidden size={8} className="ee:shrink-0 ee:text-muted" />
              {t(`planFeatures.${user.currentPlan}.${feature}`)}
            </li>
          ))}
        </ul>
        <div className="ee:flex ee:flex-col ee:gap-1.5">
          <div className="ee:flex ee:justify-between ee:gap-3 ee:text-[15px] ee:font-medium ee:text-heading">
            <span>{t('planCard.days')}</span>
            <span>
              {t('planCard.daysOf', { used: f.number(period.used), total: f.days(period.total) })}
            </span>
          </div>
          <Progress value={period.used} max={period.total} aria-label={t('planCard.days')} />
          <span className="ee:text-[13px] ee:text-muted">
            {t('planCard.remaining', { days: f.days(period.left) })}
          </span>
          <span className="ee:text-[13px] ee:text-muted">
            {t('planCard.renewsOn', { date: f.date(user.planRenewsOn) })}
          </span>
        </div>
        <Button block onClick={onChangePlan}>
          {top ? t('planCard.change') : t('planCard.upgrade')}
        </Button>
      </CardContent>
    </Card>
  );
}
