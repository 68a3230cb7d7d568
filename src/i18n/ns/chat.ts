import { chat } from '../locales/en/chat';
import { defineKitNamespace } from '../namespace';

/** The `chat` messages (i18next namespace `ee-chat`): chat. */
export const chatNs = defineKitNamespace('chat', chat, {
  fr: () => import('../locales/fr/chat').then((m) => m.chat),
  ar: () => import('../locales/ar/chat').then((m) => m.chat),
  zh: () => import('../locales/zh/chat').then((m) => m.chat),
});
