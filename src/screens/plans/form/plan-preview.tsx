import { IconCalendarEvent } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';

import { useDevice } from '@/api/client/devices';
import { nextDueDates } from '@/api/shared/maintenance-plans';
import { PLAN_UNITS } from '@/api/types/maintenance-plans';
import { isIsoDate } from '@/components/filter/list-state';
import { plansNs } from '@/i18n/ns/plans';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { todayIso, useFormat } from '../../shared/format';
import type { PlanZodForm } from './use-plan-form';

/** How many due dates the preview shows. */
const SHOWN = 5;

/**
 * The next five due dates of the plan as it is typed, worked out by the same rule that makes the
 * orders (`nextDueDates`, docs/domain/maintenance-plans.md): for one device with its condition
 * grade, for a type's plan as for a device with no completion yet. Runtime plans need the
 * device's daily operating hours, which the form does not know: the preview says so.
 */
export function PlanPreview({ form }: { form: PlanZodForm }) {
  const { t } = useKitTranslation(plansNs);
  const f = useFormat();
  const [trigger, every, unit, startDate, scope, deviceNumber] = useWatch({
    control: form.control,
    name: ['trigger', 'every', 'unit', 'startDate', 'scope', 'deviceNumber'],
  });
  const forDevice = scope === 'device' && deviceNumber !== '';
  const device = useDevice(forDevice ? deviceNumber : null);
  const condition = forDevice ? (device.data?.condition ?? null) : null;
  const count = Number(every);
  const complete =
    Number.isInteger(count) &&
    count >= 1 &&
    count <= 1000 &&
    isIsoDate(startDate) &&
    PLAN_UNITS.includes(unit) &&
    (unit === 'hours') === (trigger === 'runtime');
  const dates = complete
    ? nextDueDates(
        { trigger, every: count, unit, startDate },
        {
          anchor: null,
          condition,
          operatingHoursSinceAnchor: null,
          dailyOperatingHours: null,
          today: todayIso(),
        },
        SHOWN,
      )
    : [];
  const known = dates.filter((d): d is string => d !== null);
  return (
    <section
      aria-labelledby="plan-preview-title"
      className="ee:rounded-ee ee:border ee:border-line ee:bg-primary/4 ee:p-4"
      data-plan-preview
    >
      <h3
        id="plan-preview-title"
        className="ee:m-0 ee:flex ee:items-center ee:gap-2 ee:text-[15px] ee:font-medium ee:text-heading"
      >
        <IconCalendarEvent aria-hidden size={18} className="ee:text-primary-ink" />
        {t('form.preview.title')}
      </h3>
      <p className="ee:m-0 ee:mt-1 ee:text-[13px] ee:text-muted">
        {forDevice && condition !== null
          ? t('form.preview.deviceHint', { device: deviceNumber, condition })
          : t('form.preview.hint')}
      </p>
      {!complete ? (
        <p className="ee:m-0 ee:mt-3 ee:text-[13px]">{t('form.preview.incomplete')}</p>
      ) : known.length === 0 ? (
        <p className="ee:m-0 ee:mt-3 ee:text-[13px]">{t('form.preview.noHours')}</p>
      ) : (
        <ol className="ee:m-0 ee:mt-3 ee:flex ee:list-none ee:flex-wrap ee:gap-2 ee:p-0">
          {known.map((date, i) => (
            <li
              key={`${date}-${i}`}
              data-due-date={date}
              className="ee:rounded-ee ee:bg-surface ee:px-2.5 ee:py-1.5 ee:text-center ee:text-[13px] ee:font-medium ee:whitespace-nowrap ee:text-heading ee:shadow-soft"
            >
              {f.date(date)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
