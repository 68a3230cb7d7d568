import { useCallback, useEffect, useRef, useState } from 'react';

import { useAuditDataFetch } from '@/api/client/reports';
import { toast } from '@/components/feedback/toast';
import { reportsNs } from '@/i18n/ns/reports';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { AuditProgress } from './audit-pdf';
import { useReportOptions } from './use-report-options';

export interface AuditReport {
  /** Makes the location's audit report and downloads it; a failure shows as a toast. */
  download: (locationId: number) => Promise<void>;
  /** Stops the report being made (nothing is downloaded). */
  cancel: () => void;
  busy: boolean;
  /** Devices done of all, while the report is made (null before the devices are known). */
  progress: AuditProgress | null;
}

/**
 * A location's audit report (docs/domain/reports.md): made device by device with its progress,
 * cancellable; the PDF module (and jsPDF) loaded on the first click. Leaving the page cancels it.
 */
export function useAuditReport(): AuditReport {
  const { t } = useKitTranslation(reportsNs);
  const fetch = useAuditDataFetch();
  const options = useReportOptions();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<AuditProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const download = useCallback(
    async (locationId: number) => {
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      setBusy(true);
      setProgress(null);
      try {
        const [base, pdf] = await Promise.all([
          fetch.base(locationId, signal),
          import('./audit-pdf'),
        ]);
        setProgress({ done: 0, total: base.devices.length });
        await pdf.downloadAuditPdf(base, await options(), {
          latest: fetch.latest,
          onProgress: setProgress,
          signal,
        });
      } catch (error) {
        if (signal.aborted) toast.info(t('audit.cancelled'));
        else
          toast.error(t('audit.failed'), {
            description: error instanceof Error ? error.message : undefined,
          });
      } finally {
        if (running.current === controller) running.current = null;
        setBusy(false);
        setProgress(null);
      }
    },
    [fetch, options, t],
  );
  const cancel = useCallback(() => running.current?.abort(), []);
  return { download, cancel, busy, progress };
}
