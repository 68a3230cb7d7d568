import { roles } from '../locales/en/roles';
import { defineKitNamespace } from '../namespace';

/** The `roles` messages (i18next namespace `ee-roles`): roles and permissions. */
export const rolesNs = defineKitNamespace('roles', roles, {
  fr: () => import('../locales/fr/roles').then((m) => m.roles),
  ar: () => import('../locales/ar/roles').then((m) => m.roles),
  zh: () => import('../locales/zh/roles').then((m) => m.roles),
});
