import { useMemo, useState } from 'react';

import { useTestResults } from '@/api/client/electrical-tests';
import type { DeviceDetail } from '@/api/types/devices';
import { useSession } from '@/auth/session-context';
import { WORK_ORDER_SUBJECT } from '@/auth/subjects';

import { LatestResultsCard } from './latest-results-card';
import { RecordResultButton } from './record-result-button';
import { TestHistoryCard } from './test-history-card';
import { TestResultFormDrawer } from './test-result-form-drawer';
import { TestTrendChart } from './test-trend-chart';
import { latestPerTemplate, trendSeries } from './trend-series';
import { deviceInSubstation } from './use-live-verdict';
import { useTestText } from './use-test-text';

/**
 * The device's Tests tab (docs/domain/electrical-tests.md): the newest result of each test, a
 * trend per measured value with its limit line, the history a page at a time, and "Record a
 * result" for whoever works on work orders (the API's own rule: the client sees no button). The
 * tab is loaded with its tab, charts included, so they are drawn at once rather than when scrolled
 * to.
 */
export function DeviceTestsTab({
  device,
  readOnly = false,
}: {
  device: DeviceDetail;
  readOnly?: boolean;
}) {
  const { t } = useTestText();
  const { can } = useSession();
  const [recording, setRecording] = useState(false);
  const all = useTestResults({ deviceNumber: device.number, itemsPerPage: -1 });
  const results = all.data?.results;
  const latest = useMemo(() => results && latestPerTemplate(results), [results]);
  const trends = useMemo(
    () =>
      results ? trendSeries(results, { substation: deviceInSubstation(device.locationPath) }) : [],
    [results, device],
  );
  const mayRecord = !readOnly && can('create', WORK_ORDER_SUBJECT);
  const record = mayRecord && <RecordResultButton onClick={() => setRecording(true)} />;
  return (
    <div className="ee:flex ee:flex-col ee:gap-6">
      <LatestResultsCard
        latest={latest}
        error={all.isError ? all.error : null}
        onRetry={() => all.refetch()}
      />
      {trends.length > 0 && (
        <section aria-label={t('tab.trendsTitle')} className="ee:flex ee:flex-col ee:gap-4">
          <h2 className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading">
            {t('tab.trendsTitle')}
          </h2>
          <div className="ee:grid ee:gap-4 ee:lg:grid-cols-2">
            {trends.map((s) => (
              <TestTrendChart key={`${s.template}.${s.field}`} series={s} />
            ))}
          </div>
        </section>
      )}
      <TestHistoryCard
        filter={{ deviceNumber: device.number }}
        title={t('tab.historyTitle')}
        emptyTitle={t('tab.emptyTitle')}
        emptyDescription={t('tab.emptyHint')}
        actions={record}
      />
      {mayRecord && (
        <TestResultFormDrawer
          open={recording}
          onOpenChange={setRecording}
          deviceNumber={device.number}
        />
      )}
    </div>
  );
}
