import type { TFunction } from 'i18next';

import type { KitNs } from '@/i18n/namespace';

type PagesT = TFunction<KitNs<'pages'>>;

/** The profile lines the screen names in the reader's language, by the data's `property` key. */
const FIELDS = {
  fullName: 'profile.fields.fullName',
  status: 'profile.fields.status',
  role: 'profile.fields.role',
  country: 'profile.fields.country',
  language: 'profile.fields.language',
  contact: 'profile.fields.contact',
  skype: 'profile.fields.skype',
  email: 'profile.fields.email',
  tasksCompleted: 'profile.fields.tasksCompleted',
  connections: 'profile.fields.connections',
  projectsCompleted: 'profile.fields.projectsCompleted',
} as const;

/** A line's name: the catalogue's for a known key, else the data's own text. */
export function fieldLabel(t: PagesT, property: string): string {
  return Object.hasOwn(FIELDS, property) ? t(FIELDS[property as keyof typeof FIELDS]) : property;
}

/** A status value in the reader's language (active, inactive, pending), else as the data has it. */
export function statusLabel(t: PagesT, value: string): string {
  if (value === 'active') return t('profile.statusValues.active');
  if (value === 'inactive') return t('profile.statusValues.inactive');
  if (value === 'pending') return t('profile.statusValues.pending');
  return value;
}
