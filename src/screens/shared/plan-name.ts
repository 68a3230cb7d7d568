/**
 * A plan's name as every screen shows it (docs/domain/maintenance-plans.md): the plans' own
 * screens and the work order list's plan filter.
 */
import type { MaintenancePlan } from '@/api/types/maintenance-plans';
import type { KitTranslation } from '@/i18n/use-kit-translation';

/** A type's default plan is stored with its English name; it is shown in the user's language. */
export function planName(
  t: KitTranslation<'plans'>['t'],
  plan: Pick<MaintenancePlan, 'name' | 'isTypeDefault'>,
) {
  return plan.isTypeDefault ? t('typeDefaultName') : plan.name;
}
