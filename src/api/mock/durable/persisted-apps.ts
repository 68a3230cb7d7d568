/**
 * The sample apps' tables as the demo app's simulation stores them (persisted.ts has the
 * package's).
 */
import { z } from 'zod';

import { course, courseDetails } from '@/api/contract/academy';
import { calendarEvent } from '@/api/contract/calendar';
import { chat, chatContact, chatProfileUser } from '@/api/contract/chat';
import {
  customer,
  order,
  product,
  referral,
  referralInvite,
  review,
} from '@/api/contract/ecommerce';
import { email } from '@/api/contract/email';
import { invoice } from '@/api/contract/invoice';
import { vehicle } from '@/api/contract/logistics';
import { faqGroup, helpCenterStored, profileStored, salesRow } from '@/api/contract/pages';
import { permission } from '@/api/contract/permissions';
import { roleRecord } from '@/api/contract/roles';
import { userDetail } from '@/api/contract/users';

/**
 * A copy stored before the profile kept its country once (issue 35) had a free-text header
 * location ("Vatican City") and a country line of its own in the about list ("USA"): both give
 * way to the samples' city and country code, the rest of the profile is kept as stored.
 */
function profileOfBefore(stored: unknown): unknown {
  if (!stored || typeof stored !== 'object') return stored;
  const { header, tabs } = stored as { header?: unknown; tabs?: { profile?: { about?: unknown } } };
  if (!header || typeof header !== 'object' || 'country' in header) return stored;
  const { location: _location, ...rest } = header as Record<string, unknown>;
  const about = tabs?.profile?.about;
  const aboutWithoutCountry = Array.isArray(about)
    ? about.filter((item: { property?: unknown }) => item?.property !== 'country')
    : about;
  return {
    ...stored,
    header: { ...rest, city: 'New York', country: 'US' },
    tabs: tabs && {
      ...tabs,
      profile: tabs.profile && { ...tabs.profile, about: aboutWithoutCountry },
    },
  };
}

export function appsDbShape() {
  return {
    users: z.array(userDetail),
    invoices: z.array(invoice),
    products: z.array(product),
    orders: z.array(order),
    customers: z.array(customer),
    reviews: z.array(review),
    referrals: z.array(referral),
    // A copy stored before invitations existed has none.
    referralInvites: z.array(referralInvite).default([]),
    emails: z.array(email),
    chat: z.object({
      profileUser: chatProfileUser,
      contacts: z.array(chatContact),
      chats: z.array(chat),
    }),
    calendarEvents: z.array(calendarEvent),
    courses: z.array(course),
    courseDetails,
    vehicles: z.array(vehicle),
    permissions: z.array(permission),
    roles: z.array(roleRecord),
    salesRows: z.array(salesRow),
    faq: z.array(faqGroup),
    helpCenter: helpCenterStored,
    profile: z.preprocess(profileOfBefore, profileStored),
  };
}
