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

// Components
export * from './components/ui/button';
export * from './components/ui/tone';

// Auth and session
export * from './auth';

// API client and types
export * from './api/client/request';
export * from './api/client/api-provider';
export * from './api/client/auth';
export type * from './api/types/auth';

// Screens
export * from './screens/auth/login-screen';
export * from './screens/misc/not-found-screen';
export * from './screens/misc/not-authorized-screen';
export * from './screens/misc/status-page';
