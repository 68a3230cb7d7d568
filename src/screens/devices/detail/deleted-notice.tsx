import { IconTrash } from '@tabler/icons-react';

import type { DeviceDetail } from '@/api/types/devices';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { isolate } from '@/screens/shared/bidi';
import { useFormat } from '@/screens/shared/format';

/**
 * The banner of a deleted device's page (issue 35.11): deleted, when and by whom, and that what
 * is shown is kept to be read, not changed.
 */
export function DeletedNotice({
  device,
}: {
  device: Pick<DeviceDetail, 'deletedAt' | 'deletedBy'>;
}) {
  const { t } = useKitTranslation(deviceDetailNs);
  const fmt = useFormat();
  return (
    <section
      aria-labelledby="device-deleted-title"
      className="ee:tone-error ee:flex ee:items-start ee:gap-3 ee:rounded-ee ee:border ee:border-tone ee:bg-tone/16 ee:px-4 ee:py-3 ee:text-tone-ink"
      data-deleted-notice
    >
      <IconTrash aria-hidden size={20} className="ee:mt-0.5 ee:shrink-0" />
      <div>
        <h2 id="device-deleted-title" className="ee:m-0 ee:text-[15px] ee:font-semibold">
          {t('deleted.title')}
        </h2>
        <p className="ee:m-0 ee:mt-0.5 ee:text-[15px]">
          {isolate((v) => t('deleted.message', { date: v.date, actor: v.actor }), {
            date: fmt.dateTime(device.deletedAt),
            actor: device.deletedBy ?? '',
          })}
        </p>
      </div>
    </section>
  );
}
