import { useMemo } from 'react';

import { useLocationTree } from '@/api/client/device-locations';
import { useDeviceTypes } from '@/api/client/device-types';
import { DEVICE_STATUSES } from '@/api/types/devices';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { flattenLocations } from '../../shared/location-options';

const ALL = { itemsPerPage: -1 } as const;
const CONDITIONS = ['1', '2', '3', '4', '5'] as const;

/** The device form's choices: types, locations (as paths), statuses and condition grades. */
export function useDeviceFormOptions() {
  const { t } = useKitTranslation(devicesNs);
  const types = useDeviceTypes(ALL);
  const locations = useLocationTree();
  const typeOptions = useMemo(
    () =>
      (types.data?.types ?? []).map((ty) => ({
        value: String(ty.id),
        label: `${ty.code} · ${ty.name}`,
      })),
    [types.data],
  );
  const locationOptions = useMemo(
    () =>
      flattenLocations(locations.data?.tree).map((o) => ({
        value: o.value,
        label: o.path,
        path: o.names,
      })),
    [locations.data],
  );
  const statusOptions = useMemo(
    () => DEVICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    [t],
  );
  const conditionOptions = useMemo(
    () =>
      CONDITIONS.map((c) => ({
        value: c,
        label: t('condition.grade', { grade: c, label: t(`condition.${c}`) }),
      })),
    [t],
  );
  return { types, typeOptions, locationOptions, statusOptions, conditionOptions };
}

/** The device form's choices, as the field sections read them. */
export type DeviceFormOptions = ReturnType<typeof useDeviceFormOptions>;
