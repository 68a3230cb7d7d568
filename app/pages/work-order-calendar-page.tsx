import { WorkOrderCalendarScreen } from '@/screens/work-orders/calendar/work-order-calendar-screen';

/** /work-orders/calendar: planned and due work by day; a planner drags an order to another day. */
export function Component() {
  return <WorkOrderCalendarScreen />;
}
