import { IconBolt } from '@tabler/icons-react';

import { useLiveReading } from '@/api/client/live-hooks';
import { METRIC_UNITS } from '@/api/shared/readings';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useNow } from '@/lib/use-now';
import { useFormat } from '@/screens/shared/format';

/**
 * The device's latest live voltage, beside the "absence of voltage verified" check: a reading
 * that still shows voltage is a reason to look again before touching the conductors.
 */
export function LiveVoltage({ number }: { number: string }) {
  const { t } = useKitTranslation(workOrdersNs);
  const fmt = useFormat();
  const at = useNow();
  const reading = useLiveReading(number);
  const live = reading !== undefined && reading.values.voltage > 0;
  return (
    <p
      data-live-voltage={reading ? reading.values.voltage : ''}
      className={
        live
          ? 'ee:tone-warning ee:m-0 ee:flex ee:items-center ee:gap-2 ee:rounded-ee ee:bg-tone/16 ee:px-3 ee:py-2 ee:text-[15px] ee:text-tone-ink'
          : 'ee:m-0 ee:flex ee:items-center ee:gap-2 ee:text-[15px] ee:text-muted'
      }
    >
      <IconBolt aria-hidden size={18} className="ee:shrink-0" />
      {reading
        ? t('isolation.liveVoltage', {
            value: fmt.number(reading.values.voltage, 3),
            unit: METRIC_UNITS.voltage,
            since: fmt.since(reading.t, at),
          })
        : t('isolation.noLiveVoltage')}
    </p>
  );
}
