/** The sample apps' tables as the demo app's simulation stores them (persisted.ts has the package's). */
import { z } from 'zod';
import { course, courseDetails } from '../../contract/academy';
import { calendarEvent } from '../../contract/calendar';
import { chat, chatContact, chatProfileUser } from '../../contract/chat';
import { customer, order, product, referral, referralInvite, review } from '../../contract/ecommerce';
import { email } from '../../contract/email';
import { invoice } from '../../contract/invoice';
import { vehicle } from '../../contract/logistics';
import { faqGroup, helpCenterStored, profileStored, salesRow } from '../../contract/pages';
import { permission } from '../../contract/permissions';
import { roleRecord } from '../../contract/roles';
import { userDetail } from '../../contract/users';

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
    chat: z.object({ profileUser: chatProfileUser, contacts: z.array(chatContact), chats: z.array(chat) }),
    calendarEvents: z.array(calendarEvent),
    courses: z.array(course),
    courseDetails,
    vehicles: z.array(vehicle),
    permissions: z.array(permission),
    roles: z.array(roleRecord),
    salesRows: z.array(salesRow),
    faq: z.array(faqGroup),
    helpCenter: helpCenterStored,
    profile: profileStored,
  };
}
