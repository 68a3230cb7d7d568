import { useCallback } from 'react';

import { useDocumentDirection } from '@/components/ui/use-document-direction';
import { devicesNs } from '@/i18n/ns/devices';
import { reportsNs } from '@/i18n/ns/reports';
import { testsNs } from '@/i18n/ns/tests';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../format';
import type { ReportOptions, Tr } from './report-text';

/**
 * What a report is written with, in the reader's language and direction: the catalogues' `t`, the
 * format, and the moment it is made (read on each call).
 */
export function useReportOptions(): () => ReportOptions {
  const { t: reports } = useKitTranslation(reportsNs);
  const { t: tests } = useKitTranslation(testsNs);
  const { t: devices } = useKitTranslation(devicesNs);
  const { t: workOrders } = useKitTranslation(workOrdersNs);
  const format = useFormat();
  const dir = useDocumentDirection();
  return useCallback(
    () => ({
      // The reports build keys from data (a template, a status): `t` is called with plain strings.
      text: {
        reports: reports as unknown as Tr,
        tests: tests as unknown as Tr,
        devices: devices as unknown as Tr,
        workOrders: workOrders as unknown as Tr,
      },
      format,
      dir,
      now: new Date().toISOString(),
    }),
    [reports, tests, devices, workOrders, format, dir],
  );
}
