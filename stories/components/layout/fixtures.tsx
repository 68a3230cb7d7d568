/**
 * Shared fixtures of the layout stories: the app's navigation and shortcuts, a user, notifications.
 */
import type { NavGroup } from '@/components/layout/nav-items';
import type { NotificationItem } from '@/components/layout/notifications';
import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { buildNavigation, buildShortcuts } from '@/screens/shell/navigation';

/** The app's navigation in the story's language. */
export function useNavGroups(): NavGroup[] {
  const { t } = useKitTranslation(shellNs);
  return buildNavigation(t);
}

export function useShortcuts() {
  const { t } = useKitTranslation(shellNs);
  return buildShortcuts(t);
}

export const sampleUser = { fullName: 'John Doe', role: 'admin' };

export const sampleNotifications: NotificationItem[] = [
  {
    id: 'n1',
    title: 'Device 24DC10003 offline',
    text: 'No reading for 15 minutes',
    time: '12 min',
    read: false,
    initials: 'DC',
    tone: 'error',
  },
  {
    id: 'n2',
    title: 'Maintenance due',
    text: 'Transformer 24DC10001 inspection tomorrow',
    time: '1 h',
    read: false,
    initials: 'MT',
    tone: 'warning',
  },
  {
    id: 'n3',
    title: 'Invoice paid',
    text: 'Invoice #4987 was fully paid',
    time: '1 d',
    read: true,
    initials: 'IN',
    tone: 'info',
  },
];
