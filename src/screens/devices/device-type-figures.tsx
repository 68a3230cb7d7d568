import {
  IconCategory,
  IconCircleCheck,
  IconClockExclamation,
  IconPlugConnected,
} from '@tabler/icons-react';
import { useMemo } from 'react';

import type { DeviceStats, DeviceTypeListResponse } from '@/api/types/devices';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withQuery } from '../paths';
import { useFormat } from '../shared/format';
import { StatCards, type StatItem } from '../shared/stat-cards';

export interface DeviceTypeFiguresProps {
  /** Every type (not the page shown). */
  types: DeviceTypeListResponse['types'] | undefined;
  /** The register's figures, for the overdue count. */
  stats: DeviceStats | undefined;
  loading: boolean;
}

/**
 * The types page's figures: types and categories, devices, in service, overdue (a link to them).
 */
export function DeviceTypeFigures({ types: rows, stats, loading }: DeviceTypeFiguresProps) {
  const { t } = useKitTranslation(devicesNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const figures = useMemo<StatItem[]>(() => {
    const devices = rows?.reduce((sum, r) => sum + r.deviceCount, 0) ?? 0;
    const inService = rows?.reduce((sum, r) => sum + r.inServiceCount, 0) ?? 0;
    const categories = new Set(rows?.map((r) => r.category)).size;
    return [
      {
        key: 'types',
        label: t('typeList.stats.types'),
        value: rows ? f.number(rows.length) : undefined,
        hint: t('typeList.stats.typesHint', { count: categories }),
        icon: <IconCategory />,
        color: 'primary',
      },
      {
        key: 'devices',
        label: t('typeList.stats.devices'),
        value: rows ? f.number(devices) : undefined,
        hint: t('typeList.stats.devicesHint'),
        icon: <IconPlugConnected />,
        color: 'info',
      },
      {
        key: 'inService',
        label: t('typeList.stats.inService'),
        value: rows ? f.number(inService) : undefined,
        hint: t('typeList.stats.inServiceHint', {
          percent: f.percent(devices ? inService / devices : 0),
        }),
        icon: <IconCircleCheck />,
        color: 'success',
      },
      {
        key: 'overdue',
        label: t('list.stats.overdue'),
        value: stats ? f.number(stats.overdue) : undefined,
        hint: stats
          ? t('list.stats.share', {
              percent: f.percent(stats.total ? stats.overdue / stats.total : 0),
            })
          : undefined,
        icon: <IconClockExclamation />,
        color: 'error',
        to: withQuery(paths.devices, { overdue: true }),
      },
    ];
  }, [rows, stats, t, f, paths.devices]);
  return <StatCards items={figures} loading={loading} />;
}
