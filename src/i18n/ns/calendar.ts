import { calendar } from '../locales/en/calendar';
import { defineKitNamespace } from '../namespace';

/** The `calendar` messages (i18next namespace `ee-calendar`): the calendar. */
export const calendarNs = defineKitNamespace('calendar', calendar, {
  fr: () => import('../locales/fr/calendar').then((m) => m.calendar),
  ar: () => import('../locales/ar/calendar').then((m) => m.calendar),
  zh: () => import('../locales/zh/calendar').then((m) => m.calendar),
});
