import { WorkOrderBoardScreen } from '@/screens/work-orders/board/work-order-board-screen';

/** /work-orders/board: the orders by status; a card dragged to a column takes that step. */
export function Component() {
  return <WorkOrderBoardScreen />;
}
