/**
 * The chat's drawers, loaded when first opened (see lazyOverlay): the profile form brings
 * react-hook-form and the radio group, which the chat does not need to show its messages.
 */
import { lazyOverlay } from '@/components/feedback/lazy-overlay';

import type { ContactDrawerProps } from './contact-drawer';
import type { ProfileDrawerProps } from './profile-drawer';

export const ProfileDrawer = lazyOverlay<ProfileDrawerProps>(
  () => import('./profile-drawer').then((m) => m.ProfileDrawer),
  (p) => p.open,
);
export const ContactDrawer = lazyOverlay<ContactDrawerProps>(
  () => import('./contact-drawer').then((m) => m.ContactDrawer),
  (p) => p.contact !== null,
);
