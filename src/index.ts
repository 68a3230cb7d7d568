/**
 * electrical-equipment-admin: the public API. Components, screens, the typed API client and
 * its types. The simulation is a separate entry: `electrical-equipment-admin/mock`.
 * Styles: `import 'electrical-equipment-admin/styles.css'` (and `@fontsource/public-sans`).
 */

// Foundations
export { cn } from './lib/cn';
export { now, today, setClock } from './lib/clock';
export { useReducedMotion } from './lib/use-reduced-motion';
export * from './i18n';
export * from './settings';

// Components (domain-free)
export * from './components/ui';
export { StatCard, StatCardGrid, type StatCardProps, type StatCardGridProps } from './components/ui/stat-card';
export * from './components/feedback';
export * from './components/table';
export * from './components/filter';
export * from './components/form';
export * from './components/layout';
export * from './components/map';

// Auth and session
export * from './auth';

// API client (typed functions + TanStack Query hooks) and types
export * from './api/client/request';
export * from './api/client/api-provider';
export * from './api/client/auth';
export * from './api/client/academy';
export * from './api/client/calendar';
export * from './api/client/chat';
export * from './api/client/devices';
export * from './api/client/device-types';
export * from './api/client/device-locations';
export * from './api/client/ecommerce';
export * from './api/client/email';
export * from './api/client/invoice';
export * from './api/client/logistics';
export * from './api/client/pages';
export * from './api/client/permissions';
export * from './api/client/search';
export * from './api/client/users';
export * from './api/types/auth';
export * from './api/types/academy';
export * from './api/types/calendar';
export * from './api/types/chat';
export * from './api/types/devices';
export * from './api/types/ecommerce';
export * from './api/types/email';
export * from './api/types/invoice';
export * from './api/types/logistics';
export * from './api/types/pages';
export * from './api/types/permissions';
export * from './api/types/search';
export * from './api/types/users';

// Screens
export * from './screens/auth/login-screen';
export * from './screens/misc/not-found-screen';
export * from './screens/misc/not-authorized-screen';
export * from './screens/misc/status-page';
export { DeviceDetailScreen, type DeviceDetailScreenProps } from './screens/devices/detail/device-detail-screen';
export { DeviceLocationScreen, type DeviceLocationScreenProps } from './screens/devices/location/device-location-screen';
export { HomeScreen, type HomeScreenProps } from './screens/home/home-screen';
export { useDeviceNotifications, type DeviceNotifications, type UseDeviceNotificationsOptions } from './screens/home/use-device-notifications';
export { notificationStateKey } from './screens/home/notification-state';
export { DeviceListScreen, type DeviceListScreenProps } from './screens/devices/device-list-screen';
export { DeviceTypeListScreen, type DeviceTypeListScreenProps } from './screens/devices/device-type-list-screen';
export { DeviceStatusChip, DEVICE_STATUS_TONE, useDeviceStatusLabel } from './screens/devices/shared/device-status-chip';
export { ConditionBadge } from './screens/devices/shared/condition-badge';
export { DeviceFormDrawer, DeviceTypeFormDrawer } from './screens/devices/shared/lazy-overlays';
