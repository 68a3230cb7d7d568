/** Sample notifications for the navbar (sample data: shown as written, in every language). */
import type { NotificationItem } from '../src/components/layout/notifications';

export const sampleNotifications: NotificationItem[] = [
  { id: 'n1', title: 'Device 24DC10003 offline', text: 'No reading for 15 minutes', time: '12 min', read: false, initials: 'DC', tone: 'error' },
  { id: 'n2', title: 'Maintenance due', text: 'Transformer 24DC10001 inspection tomorrow', time: '1 h', read: false, initials: 'MT', tone: 'warning' },
  { id: 'n3', title: 'New order received', text: 'Order #5421 is ready to dispatch', time: '3 h', read: false, initials: 'OR', tone: 'success' },
  { id: 'n4', title: 'Invoice paid', text: 'Invoice #4987 was fully paid', time: '1 d', read: true, initials: 'IN', tone: 'info' },
];
