import { IconReportAnalytics, IconX } from '@tabler/icons-react';

import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { reportsNs } from '@/i18n/ns/reports';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../format';
import type { AuditReport } from './use-audit-report';

export interface AuditReportButtonProps {
  /** The location whose devices (and those below it) the report covers. */
  locationId: number;
  /** The report's state (`useAuditReport`): kept by the screen, so a story can show each state. */
  report: AuditReport;
}

/**
 * "Audit report": while it is made, a progress bar (devices done of all) and a cancel button take
 * its place.
 */
export function AuditReportButton({ locationId, report }: AuditReportButtonProps) {
  const { t } = useKitTranslation(reportsNs);
  const f = useFormat();
  const { busy, progress } = report;
  if (!busy) {
    return (
      <Button
        size="sm"
        variant="tonal"
        color="secondary"
        startIcon={<IconReportAnalytics aria-hidden size={16} />}
        onClick={() => void report.download(locationId)}
      >
        {t('audit.action')}
      </Button>
    );
  }
  return (
    <div className="ee:flex ee:min-w-[240px] ee:items-end ee:gap-2" aria-live="polite">
      <Progress
        className="ee:flex-1"
        size="sm"
        value={progress && progress.total > 0 ? progress.done : null}
        max={progress?.total || 100}
        label={
          <span className="ee:text-[13px]">
            {t('audit.progress', {
              done: f.number(progress?.done ?? 0),
              total: f.number(progress?.total ?? 0),
            })}
          </span>
        }
      />
      <Button
        size="sm"
        variant="text"
        color="secondary"
        startIcon={<IconX aria-hidden size={16} />}
        onClick={report.cancel}
      >
        {t('common.cancel')}
      </Button>
    </div>
  );
}
