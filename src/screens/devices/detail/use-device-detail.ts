import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { useDeleteDevice, useDevice } from '@/api/client/devices';
import { toast } from '@/components/feedback/toast';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths } from '@/screens/paths';
import { useActionParam } from '@/screens/shared/use-action-param';

import type { DeviceAction } from './device-header-card';
import { isReadingRange, type ReadingRange } from './reading-range';

export const DEVICE_DETAIL_TABS = [
  'overview',
  'readings',
  'alarms',
  'maintenance',
  'tests',
  'documents',
  'history',
] as const;
export type DeviceDetailTab = (typeof DEVICE_DETAIL_TABS)[number];

const isTab = (v: string | null): v is DeviceDetailTab =>
  (DEVICE_DETAIL_TABS as readonly (string | null)[]).includes(v);

/** The forms a link may open (`&action=…`); deleting always starts from the page itself. */
const URL_ACTIONS = [
  'edit',
  'status',
  'maintenance',
  'print',
] as const satisfies readonly DeviceAction[];

/**
 * The device page's controller: the device (`?number=` or the prop), the tab (`&tab=`) and
 * readings range (`&range=`) in the URL, the form or dialog open (`&action=` opens one), and the
 * delete (back to the register after it).
 */
export function useDeviceDetail(numberProp: string | undefined) {
  const { t } = useKitTranslation(deviceDetailNs);
  // This page (QR code, label, links between devices), the register (back, after delete) and
  // the locations page (breadcrumbs), as the host routes them.
  const paths = useScreenPaths();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const number = (numberProp ?? params.get('number') ?? '').trim() || null;
  const rawTab = params.get('tab');
  const tab: DeviceDetailTab = isTab(rawTab) ? rawTab : 'overview';
  const rawRange = params.get('range');
  const range: ReadingRange = isReadingRange(rawRange) ? rawRange : '24h';
  const query = useDevice(number);
  const remove = useDeleteDevice();
  const [action, setAction] = useState<DeviceAction | null>(null);
  // `&action=maintenance` (the palette's "Schedule maintenance for …") opens that form once the
  // device is here; a deleted device has no forms.
  useActionParam(URL_ACTIONS, setAction, Boolean(query.data && !query.data.deletedAt));

  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const deleteDevice = async (deviceNumber: string) => {
    await remove.mutateAsync(deviceNumber);
    toast.success(t('delete.done', { number: deviceNumber }));
    navigate(paths.devices);
  };

  return {
    paths,
    number,
    tab,
    setTab: (v: string) => setParam('tab', v === 'overview' ? null : v),
    range,
    setRange: (r: ReadingRange) => setParam('range', r === '24h' ? null : r),
    query,
    action,
    setAction,
    deleteDevice,
  };
}
