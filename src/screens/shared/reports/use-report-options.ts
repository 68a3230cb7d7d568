import { useCallback } from 'react';

import { useDocumentDirection } from '@/components/ui/use-document-direction';
import { englishText } from '@/i18n/english-text';
import { ensureKitCatalogues } from '@/i18n/kit-i18n';
import { kitNs, type KitNamespaceDef } from '@/i18n/namespace';
import { useKitI18n } from '@/i18n/use-kit-translation';

import { useFormat } from '../format';
import type { ReportOptions, Tr } from './report-text';

/**
 * What a report is written with, in the reader's language and direction: the catalogues' `t`, the
 * format, and the moment it is made. The catalogues a report reads (tests, work orders…) load on
 * the click, not with the page that shows the action.
 */
export function useReportOptions(): () => Promise<ReportOptions> {
  const i18n = useKitI18n();
  const format = useFormat();
  const dir = useDocumentDirection();
  return useCallback(async () => {
    const [{ reportsNs }, { testsNs }, { devicesNs }, { workOrdersNs }] = await Promise.all([
      import('@/i18n/ns/reports'),
      import('@/i18n/ns/tests'),
      import('@/i18n/ns/devices'),
      import('@/i18n/ns/workOrders'),
    ]);
    const language = i18n?.language ?? 'en';
    if (i18n)
      await ensureKitCatalogues(i18n, [reportsNs, testsNs, devicesNs, workOrdersNs], language);
    // The reports build keys from data (a template, a status): `t` is called with plain strings.
    const tOf = (ns: KitNamespaceDef): Tr =>
      (i18n
        ? i18n.getFixedT(language, kitNs(ns.name) as never)
        : englishText(ns.en)) as unknown as Tr;
    return {
      text: {
        reports: tOf(reportsNs),
        tests: tOf(testsNs),
        devices: tOf(devicesNs),
        workOrders: tOf(workOrdersNs),
      },
      format,
      dir,
      now: new Date().toISOString(),
    };
  }, [i18n, format, dir]);
}
