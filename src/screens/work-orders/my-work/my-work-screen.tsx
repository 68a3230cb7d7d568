import { IconClipboardCheck } from '@tabler/icons-react';

import { useWorkOrders } from '@/api/client/work-orders';
import { OPEN_WORK_ORDER_STATUSES } from '@/api/types/work-orders';
import { useSession } from '@/auth/session-context';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { today } from '@/lib/clock';
import { useScreenPaths, workOrderHref } from '@/screens/paths';
import { ScreenHeader } from '@/screens/shared/screen-header';

import { MyWorkCard } from './my-work-card';
import { groupMyWork, MY_WORK_GROUPS } from './my-work-groups';

export interface MyWorkScreenProps {
  /** Whose orders to list; defaults to the signed-in user's (a host may show a colleague's). */
  assigneeId?: number;
}

/**
 * `/my-work`: the signed-in user's open orders, made for a phone first: overdue and due today,
 * then this week, then the rest, each a card that opens the order.
 */
export function MyWorkScreen({ assigneeId }: MyWorkScreenProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const paths = useScreenPaths();
  const { session } = useSession();
  const userId = assigneeId ?? session?.userData.id;
  const query = useWorkOrders({
    assigneeId: userId,
    status: [...OPEN_WORK_ORDER_STATUSES],
    sortBy: 'dueDate',
    orderBy: 'asc',
    itemsPerPage: -1,
  });
  const orders = query.data?.workOrders ?? [];
  const groups = groupMyWork(orders, today().toISOString().slice(0, 10));

  let body;
  if (query.isError)
    body = (
      <Card>
        <ErrorState
          titleAs="h2"
          title={t('myWork.loadError')}
          message={query.error.message}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      </Card>
    );
  else if (!query.data)
    body = (
      <section
        aria-busy="true"
        aria-label={t('myWork.loading')}
        className="ee:flex ee:flex-col ee:gap-3"
      >
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="ee:h-28 ee:w-full ee:rounded-ee" />
        ))}
      </section>
    );
  else if (orders.length === 0)
    body = (
      <Card>
        <EmptyState
          titleAs="h2"
          icon={<IconClipboardCheck />}
          title={t('myWork.emptyTitle')}
          description={t('myWork.empty')}
        />
      </Card>
    );
  else
    body = MY_WORK_GROUPS.filter((g) => groups[g].length > 0).map((group) => (
      <section
        key={group}
        aria-labelledby={`my-work-${group}`}
        className="ee:flex ee:flex-col ee:gap-3"
      >
        <h2
          id={`my-work-${group}`}
          className="ee:m-0 ee:flex ee:items-center ee:gap-2 ee:text-[15px] ee:font-semibold ee:uppercase ee:tracking-wide ee:text-muted"
        >
          {t(`myWork.groups.${group}`)}
          <span className="ee:rounded-full ee:bg-tone/16 ee:tone-primary ee:px-2 ee:text-[13px] ee:text-tone-ink">
            {groups[group].length}
          </span>
        </h2>
        <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-3 ee:p-0">
          {groups[group].map((order) => (
            <li key={order.number}>
              <MyWorkCard order={order} href={workOrderHref(paths, order.number)} />
            </li>
          ))}
        </ul>
      </section>
    ));

  return (
    <Page className="ee:mx-auto ee:w-full ee:max-w-3xl">
      <ScreenHeader
        title={t('myWork.title')}
        subtitle={
          query.data
            ? t('myWork.summary', {
                now: groups.now.length,
                week: groups.week.length,
                count: orders.length,
              })
            : undefined
        }
      />
      {body}
    </Page>
  );
}
