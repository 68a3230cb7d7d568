import { IconCalendarDue } from '@tabler/icons-react';

import type { IntervalImpact } from '@/api/types/devices';
import { Button } from '@/components/ui/button';
import { deviceFormsNs } from '@/i18n/ns/deviceForms';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

export interface IntervalImpactNoteProps {
  /** The interval typed, in days. */
  days: number;
  /** What it would change, once the API answered for `days`. */
  impact?: IntervalImpact;
  /** The API could not answer. */
  failed?: boolean;
  /** Asks again after a failure. */
  onRetry?: () => void;
}

/**
 * Under a type's interval field, before it is saved: how many of its devices the interval typed
 * would make overdue, and due within 30 days, beside the figures now (from the API, over every
 * device of the type). Said politely to assistive technology as it changes.
 */
export function IntervalImpactNote({
  days,
  impact,
  failed = false,
  onRetry,
}: IntervalImpactNoteProps) {
  const { t } = useKitTranslation(deviceFormsNs);
  const worse =
    impact !== undefined &&
    (impact.overdue > impact.overdueNow || impact.dueWithin30Days > impact.dueWithin30DaysNow);
  const figure = (after: number, before: number) => (
    <dd
      className={cn('ee:m-0 ee:tabular-nums', after !== before && 'ee:font-medium ee:text-heading')}
    >
      {t('intervalImpact.value', { after, before })}
    </dd>
  );
  return (
    <div
      role="status"
      className={cn(
        'ee:flex ee:flex-col ee:gap-1.5 ee:rounded-ee ee:border ee:border-s-4 ee:bg-surface ee:px-4 ee:py-3 ee:text-[13px] ee:text-text',
        failed
          ? 'ee:tone-error ee:border-tone/50'
          : worse
            ? 'ee:tone-warning ee:border-tone/50'
            : 'ee:tone-info ee:border-tone/50',
      )}
    >
      {failed ? (
        <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-2">
          <span>{t('intervalImpact.failed')}</span>
          <Button size="sm" variant="text" color="secondary" onClick={onRetry}>
            {t('intervalImpact.retry')}
          </Button>
        </div>
      ) : !impact ? (
        <span>{t('intervalImpact.working', { days })}</span>
      ) : (
        <>
          <p className="ee:m-0 ee:flex ee:items-center ee:gap-2 ee:font-medium ee:text-tone-ink">
            <IconCalendarDue aria-hidden size={16} />
            {t('intervalImpact.title', { days })}
          </p>
          <p className="ee:m-0">{t('intervalImpact.devices', { count: impact.devices })}</p>
          <dl className="ee:m-0 ee:grid ee:grid-cols-[auto_1fr] ee:gap-x-4 ee:gap-y-0.5">
            <dt>{t('intervalImpact.overdue')}</dt>
            {figure(impact.overdue, impact.overdueNow)}
            <dt>{t('intervalImpact.due')}</dt>
            {figure(impact.dueWithin30Days, impact.dueWithin30DaysNow)}
          </dl>
        </>
      )}
    </div>
  );
}
