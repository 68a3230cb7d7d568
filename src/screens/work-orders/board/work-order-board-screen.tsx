import { useLayoutEffect, useRef, useState } from 'react';
import { useHref, useNavigate } from 'react-router';

import type { WorkOrderListItem } from '@/api/types/work-orders';
import { useSession } from '@/auth/session-context';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { Switch } from '@/components/form/switch';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths } from '../../paths';
import { useFormat } from '../../shared/format';
import { ScreenHeader } from '../../shared/screen-header';
import { WorkOrderViews } from '../shared/work-order-views';
import { WorkOrderListToolbar } from '../work-order-list-toolbar';
import { BoardCard } from './board-card';
import { BoardColumn } from './board-column';
import { dropTargets } from './board-rules';
import { StepDialog } from './step-dialog';
import { BOARD_SIZE, useWorkOrderBoard } from './use-work-order-board';

/** The board reads its filters from the URL (as the list's); it takes no props. */
export type WorkOrderBoardScreenProps = Record<string, never>;

/**
 * Work orders by state: a column per state (cancelled behind a toggle), a card per order. A card
 * dragged to another column takes that step: while it is dragged only the columns `nextSteps`
 * allows take it; a step that needs a reason or a sign-off asks first; a step the API refuses
 * (409) leaves the card where it was and says why. Each card's menu takes the same steps from
 * the keyboard or a phone.
 */
export function WorkOrderBoardScreen(_props: WorkOrderBoardScreenProps = {}) {
  const { t } = useKitTranslation(workOrdersNs);
  const f = useFormat();
  const board = useWorkOrderBoard();
  const { list, who, orders, columns, byStatus } = board;
  const userName = useSession().session?.userData.fullName ?? '';
  const paths = useScreenPaths();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  });
  const orderBase = useHref(paths.workOrderDetail);
  const [dragged, setDragged] = useState<WorkOrderListItem | null>(null);
  const targets = dragged ? dropTargets(dragged, who.actor) : null;
  const total = orders.data?.total ?? 0;
  const shown = orders.data?.workOrders.length ?? 0;

  return (
    <Page>
      <ScreenHeader
        title={t('board.title')}
        subtitle={t('board.subtitle')}
        actions={<WorkOrderViews current="board" />}
      />
      <Card className="ee:flex ee:flex-col ee:gap-3 ee:p-4">
        <WorkOrderListToolbar
          q={list.state.q}
          filters={list.state.filters}
          assignees={board.assignees.data?.assignees}
          tree={board.locations.data?.tree}
          withStatus={false}
          setQ={list.setQ}
          setFilter={list.setFilter}
          clearFilters={list.clearFilters}
        />
        <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-4">
          <Switch
            label={t('board.showCancelled')}
            checked={board.showCancelled}
            onCheckedChange={board.setShowCancelled}
          />
          {total > shown && (
            <p className="ee:m-0 ee:text-[13px] ee:text-muted">
              {t('board.more', { count: total - shown })}
            </p>
          )}
        </div>
      </Card>
      {orders.isError ? (
        <ErrorState
          message={orders.error.message}
          onRetry={() => void orders.refetch()}
          titleAs="h2"
        />
      ) : orders.isPending ? (
        <div className="ee:flex ee:gap-4 ee:overflow-hidden" aria-busy>
          {columns.map((c) => (
            <Skeleton key={c} className="ee:h-64 ee:w-72 ee:shrink-0" />
          ))}
        </div>
      ) : (
        // A region reached with Tab: a board wider than the page scrolls with the arrow keys,
        // even when no column holds a card to focus.
        <div
          role="region"
          aria-label={t('board.title')}
          tabIndex={0}
          className="ee:flex ee:items-start ee:gap-4 ee:overflow-x-auto ee:pb-2"
          data-board=""
          data-size={BOARD_SIZE}
        >
          {columns.map((status) => {
            const cards = byStatus.get(status) ?? [];
            const label = t(`status.${status}`);
            return (
              <BoardColumn
                key={status}
                status={status}
                title={label}
                count={cards.length}
                accepts={targets ? targets.includes(status) : null}
                dropHint={
                  targets?.includes(status)
                    ? t('board.dropHere', { status: label })
                    : t('board.cannotDrop', { status: label })
                }
                empty={t('board.emptyColumn')}
                onDrop={() => {
                  if (dragged) board.move(dragged, status);
                  setDragged(null);
                }}
              >
                {cards.map((order) => (
                  <BoardCard
                    key={order.number}
                    order={order}
                    targets={dropTargets(order, who.actor)}
                    moving={board.moving === order.number}
                    t={t}
                    f={f}
                    orderTo={`${paths.workOrderDetail}/${encodeURIComponent(order.number)}`}
                    orderHref={`${orderBase}/${encodeURIComponent(order.number)}`}
                    navigate={navigateRef}
                    onDragStart={setDragged}
                    onDragEnd={() => setDragged(null)}
                    onMove={board.move}
                  />
                ))}
              </BoardColumn>
            );
          })}
        </div>
      )}
      <StepDialog
        pending={board.pending}
        userName={userName}
        onClose={() => board.setPending(null)}
        onConfirm={(pending, extra) => board.send(pending.order, pending.to, extra)}
      />
    </Page>
  );
}
