/**
 * A plan in words, as the list, the device's card and the form's preview say it
 * (docs/domain/maintenance-plans.md): its name (a type's default plan is named in the user's
 * language) and its trigger ("Every 1 month after completion").
 */
import type { MaintenancePlan } from '@/api/types/maintenance-plans';
import type { KitTranslation } from '@/i18n/use-kit-translation';

import type { Format } from '../shared/format';

type Translate = KitTranslation<'plans'>['t'];

export { planName } from '../shared/plan-name';

/** The trigger in words, with the interval's number written as the user's language does. */
export function triggerText(
  t: Translate,
  f: Format,
  plan: Pick<MaintenancePlan, 'trigger' | 'every' | 'unit' | 'startDate'>,
): string {
  const unit = plan.every === 1 ? t(`unitOne.${plan.unit}`) : t(`unitMany.${plan.unit}`);
  return t(`triggerText.${plan.trigger}`, {
    every: f.number(plan.every),
    unit,
    start: f.date(plan.startDate),
  });
}
