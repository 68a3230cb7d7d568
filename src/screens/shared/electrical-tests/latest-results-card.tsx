import type { TestResult } from '@/api/types/electrical-tests';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useFormat } from '@/screens/shared/format';

import { useTestText } from './use-test-text';
import { VerdictChip } from './verdict-chip';

export interface LatestResultsCardProps {
  /** The newest result of each template (undefined while loading). */
  latest: readonly TestResult[] | undefined;
  error?: Error | null;
  onRetry?: () => void;
}

/** The newest result of each test the device has had: verdict, its rule in words, when, who. */
export function LatestResultsCard({ latest, error, onRetry }: LatestResultsCardProps) {
  const { t, ruleText } = useTestText();
  const fmt = useFormat();
  return (
    <Card>
      <CardHeader titleAs="h2" title={t('tab.latestTitle')} subtitle={t('tab.latestSubtitle')} />
      <CardContent>
        {error ? (
          <ErrorState
            className="ee:py-6"
            title={t('tab.error')}
            message={error.message}
            onRetry={onRetry}
          />
        ) : !latest ? (
          <Skeleton variant="block" className="ee:h-[120px]" />
        ) : latest.length === 0 ? (
          <EmptyState
            className="ee:py-6"
            icon={null}
            title={t('tab.emptyTitle')}
            description={t('tab.emptyHint')}
          />
        ) : (
          <ul className="ee:m-0 ee:grid ee:list-none ee:gap-3 ee:p-0 ee:md:grid-cols-2">
            {latest.map((r) => (
              <li
                key={r.template}
                data-template={r.template}
                className="ee:flex ee:flex-col ee:gap-1.5 ee:rounded-md ee:border ee:border-border ee:p-3"
              >
                <span className="ee:flex ee:flex-wrap ee:items-center ee:justify-between ee:gap-2">
                  <span className="ee:font-medium ee:text-heading">
                    {t(`template.${r.template}`)}
                  </span>
                  <VerdictChip verdict={r.verdict} label={t(`verdict.${r.verdict}`)} />
                </span>
                <span className="ee:text-[14px]">{ruleText(r.rule)}</span>
                <span className="ee:text-[13px] ee:text-muted">
                  {t('tab.performed', {
                    date: fmt.date(r.performedAt),
                    name: r.performedByName,
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
