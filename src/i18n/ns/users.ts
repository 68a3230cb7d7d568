import { users } from '../locales/en/users';
import { defineKitNamespace } from '../namespace';

/** The `users` messages (i18next namespace `ee-users`): users: list and user view. */
export const usersNs = defineKitNamespace('users', users, {
  fr: () => import('../locales/fr/users').then((m) => m.users),
  ar: () => import('../locales/ar/users').then((m) => m.users),
  zh: () => import('../locales/zh/users').then((m) => m.users),
});
