/** Shared fixtures of the layout stories: the app's navigation, a portal target, a location readout. */
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

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

/**
 * A plain box menus portal into: inside the visual root (so they are in the pixel baseline) but
 * not transformed (so Radix's fixed positioning stays relative to the viewport).
 */
export function PortalFrame({
  children,
  height = 460,
}: {
  children: (container: HTMLElement) => ReactNode;
  height?: number;
}) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setNode} style={{ minHeight: height }}>
      {node && children(node)}
    </div>
  );
}

/** Shows where the router is, so a play function can assert a navigation. */
export function LocationDisplay() {
  const location = useLocation();
  return (
    <output aria-label="Current location" className="ee:block ee:text-[13px]">
      {location.pathname}
      {location.search}
    </output>
  );
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

/** Theme globals for the four looks every layout part is shown in. */
export const looks = {
  dark: { theme: 'dark' },
  bordered: { skin: 'bordered' },
  rtl: { locale: 'ar' },
} as const;
