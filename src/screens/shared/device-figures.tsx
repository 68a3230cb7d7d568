import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockExclamation,
  IconPlugConnected,
} from '@tabler/icons-react';
import { memo } from 'react';

import { useDeviceStats } from '@/api/client/devices';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withQuery } from '../paths';
import { useFormat } from './format';
import { StatCards, type StatItem } from './stat-cards';

/**
 * The four device figures of the home screen and the register: devices, in service, faults and
 * inspections overdue, each a link to the register filtered by what it counts. Memoised and
 * prop-free: a screen's own renders (every page of the register) leave it alone.
 */
export const DeviceFigures = memo(function DeviceFigures() {
  const { t } = useKitTranslation(devicesNs);
  const f = useFormat();
  const { devices } = useScreenPaths();
  const stats = useDeviceStats();
  const s = stats.data;
  const share = (n: number) =>
    t('list.stats.share', { percent: f.percent(s?.total ? n / s.total : 0) });
  const figures: StatItem[] = [
    {
      key: 'total',
      label: t('list.stats.total'),
      value: s ? f.number(s.total) : undefined,
      hint: t('list.stats.totalHint'),
      icon: <IconPlugConnected />,
      color: 'primary',
      to: devices,
    },
    {
      key: 'inService',
      label: t('list.stats.inService'),
      value: s ? f.number(s.inService) : undefined,
      hint: s ? share(s.inService) : undefined,
      icon: <IconCircleCheck />,
      color: 'success',
      to: withQuery(devices, { status: 'in_service' }),
    },
    {
      key: 'faults',
      label: t('list.stats.faults'),
      value: s ? f.number(s.faults) : undefined,
      hint: s ? share(s.faults) : undefined,
      icon: <IconAlertTriangle />,
      color: 'error',
      to: withQuery(devices, { status: 'fault' }),
    },
    {
      key: 'overdue',
      label: t('list.stats.overdue'),
      value: s ? f.number(s.overdue) : undefined,
      hint: s ? share(s.overdue) : undefined,
      icon: <IconClockExclamation />,
      color: 'warning',
      to: withQuery(devices, { overdue: true }),
    },
  ];
  return <StatCards items={figures} loading={stats.isPending} />;
});
