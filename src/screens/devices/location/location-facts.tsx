import type { LocationDetailResponse } from '@/api/types/devices';
import { Chip } from '@/components/ui/chip';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export interface LocationFactsProps {
  detail: LocationDetailResponse;
}

/** A location's address, manager, and device and child counts. */
export function LocationFacts({ detail }: LocationFactsProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  return (
    <dl className="ee:m-0 ee:grid ee:gap-x-6 ee:gap-y-3 ee:text-[15px] ee:sm:grid-cols-3">
      <div>
        <dt className="ee:text-[13px] ee:text-muted">{t('location.fields.address')}</dt>
        <dd className="ee:m-0 ee:text-heading">
          {detail.location.address ? <bdi>{detail.location.address}</bdi> : '—'}
        </dd>
      </div>
      <div>
        <dt className="ee:text-[13px] ee:text-muted">{t('location.fields.manager')}</dt>
        <dd className="ee:m-0 ee:text-heading">
          {detail.location.manager ? <bdi>{detail.location.manager}</bdi> : '—'}
        </dd>
      </div>
      <div>
        <dt className="ee:text-[13px] ee:text-muted">{t('location.fields.devices')}</dt>
        <dd className="ee:m-0 ee:flex ee:flex-wrap ee:items-center ee:gap-2 ee:text-heading">
          {t('location.deviceCount', { count: detail.location.deviceCount })}
          {detail.children.length > 0 && (
            <Chip color="secondary">
              {t('location.childCount', { count: detail.children.length })}
            </Chip>
          )}
        </dd>
      </div>
    </dl>
  );
}
