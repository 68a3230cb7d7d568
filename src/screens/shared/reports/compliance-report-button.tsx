import { IconFileCertificate } from '@tabler/icons-react';

import { Button } from '@/components/ui/button';
import { reportsNs } from '@/i18n/ns/reports';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useComplianceReport } from './use-compliance-report';

export interface ComplianceReportButtonProps {
  /** The device's number: the report is `compliance-<number>.pdf`. */
  number: string;
}

/** Downloads the device's compliance report; disabled, with a spinner, while it is being made. */
export function ComplianceReportButton({ number }: ComplianceReportButtonProps) {
  const { t } = useKitTranslation(reportsNs);
  const { download, busy } = useComplianceReport();
  return (
    <Button
      size="sm"
      variant="tonal"
      color="secondary"
      loading={busy}
      startIcon={<IconFileCertificate aria-hidden size={16} />}
      onClick={() => void download(number)}
    >
      {t('compliance.action')}
    </Button>
  );
}
