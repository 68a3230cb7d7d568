import { WorkOrderCalendarScreen } from '@/screens/work-orders/calendar/work-order-calendar-screen';

/** /work-orders/calendar: planned and due work by month or week. */
export function Component() {
  return <WorkOrderCalendarScreen />;
}
