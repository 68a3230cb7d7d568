/**
 * The calendar's drawer, loaded when first opened (see lazyOverlay): the event form brings zod,
 * react-hook-form and the date pickers, which showing the calendar does not need.
 */
import { lazyOverlay } from '@/components/feedback/lazy-overlay';

import type { EventFormDrawerProps } from './event-form-drawer';

export const EventFormDrawer = lazyOverlay<EventFormDrawerProps>(
  () => import('./event-form-drawer').then((m) => m.EventFormDrawer),
  (p) => p.open,
);
