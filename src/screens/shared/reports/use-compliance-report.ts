import { useCallback, useState } from 'react';

import { useComplianceDataFetch } from '@/api/client/reports';
import { toast } from '@/components/feedback/toast';
import { reportsNs } from '@/i18n/ns/reports';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useReportOptions } from './use-report-options';

export interface ComplianceReport {
  /** Loads the device's data, builds its report and downloads it; a failure shows as a toast. */
  download: (number: string) => Promise<void>;
  busy: boolean;
}

/**
 * A device's compliance report (docs/domain/reports.md): its data through the client's calls, the
 * PDF module (and jsPDF with it) loaded on the first click.
 */
export function useComplianceReport(): ComplianceReport {
  const { t } = useKitTranslation(reportsNs);
  const load = useComplianceDataFetch();
  const options = useReportOptions();
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (number: string) => {
      setBusy(true);
      try {
        const [data, pdf] = await Promise.all([load(number), import('./compliance-pdf')]);
        await pdf.downloadCompliancePdf(data, await options());
      } catch (error) {
        toast.error(t('compliance.failed'), {
          description: error instanceof Error ? error.message : undefined,
        });
      } finally {
        setBusy(false);
      }
    },
    [load, options, t],
  );
  return { download, busy };
}
