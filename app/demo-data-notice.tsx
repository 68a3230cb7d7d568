import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { toast } from '../src/components/feedback/toast';
import { commonNs } from '../src/i18n/ns/common';
import { useKitTranslation } from '../src/i18n/use-kit-translation';
import { onDemoDataReset, onDemoDataResetElsewhere } from './mock';

/**
 * Says once that the saved demo data could not be read and the samples came back (the
 * simulation set it aside at start, or later in another tab's wake). Rendered beside the
 * Toaster: a reset found on /login is told once the user is in. When another tab resets the
 * demo data ("Reset demo data"), this one fetches what it shows again and says why it changed.
 */
export function DemoDataNotice() {
  const { t } = useKitTranslation(commonNs);
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onDemoDataReset(() =>
        toast.warning(t('mockData.recovered'), { id: 'demo-data-reset', duration: 15_000 }),
      ),
    [t],
  );
  useEffect(
    () =>
      onDemoDataResetElsewhere(() => {
        void queryClient.invalidateQueries();
        toast.info(t('mockData.resetElsewhere'), { id: 'demo-data-reset' });
      }),
    [t, queryClient],
  );
  return null;
}
