import { useEffect } from 'react';
import { toast } from '../src/components/feedback/toast';
import { useKitTranslation } from '../src/i18n/use-kit-translation';
import { onDemoDataReset } from './mock';
import { commonNs } from '../src/i18n/ns/common';

/**
 * Says once that the saved demo data could not be read and the samples came back (the
 * simulation set it aside at start, or later in another tab's wake). Rendered beside the
 * Toaster: a reset found on /login is told once the user is in.
 */
export function DemoDataNotice() {
  const { t } = useKitTranslation(commonNs);
  useEffect(() => onDemoDataReset(() => toast.warning(t('mockData.recovered'), { id: 'demo-data-reset', duration: 15_000 })), [t]);
  return null;
}
