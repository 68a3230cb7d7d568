/**
 * The sample apps of docs/spec.md §3 (users, invoices, e-commerce, e-mail, chat, …), assembled from
 * one module per domain under `apps/`. Each module draws from its own seeded stream, so adding
 * rows to one domain never shifts the samples of another.
 */
import type { Course, CourseDetails } from '@/api/types/academy';
import type { CalendarEvent } from '@/api/types/calendar';
import type {
  Customer,
  Order,
  Product,
  Referral,
  ReferralInvite,
  Review,
} from '@/api/types/ecommerce';
import type { Email } from '@/api/types/email';
import type { Invoice } from '@/api/types/invoice';
import type { Vehicle } from '@/api/types/logistics';
import type { FaqGroup, HelpCenterData, ProfileData, SalesRow } from '@/api/types/pages';
import type { Permission } from '@/api/types/permissions';
import type { RoleRecord } from '@/api/types/roles';
import type { UserDetail } from '@/api/types/users';
import type { Steps } from '@/lib/steps';

import { createCourseDetails, createCourses } from './apps/academy';
import { createCalendarEvents } from './apps/calendar';
import { createChatData, type ChatData } from './apps/chat';
import {
  createCustomers,
  createOrders,
  createProducts,
  createReferralInvites,
  createReferrals,
  createReviews,
  withOrderTotals,
} from './apps/ecommerce';
import { createEmails } from './apps/email';
import { createInvoices } from './apps/invoice';
import { createVehicles } from './apps/logistics';
import { createFaq, createHelpCenter, createProfile, createSalesRows } from './apps/pages';
import { createPermissions } from './apps/permissions';
import { createRoles } from './apps/roles';
import { createUsers } from './apps/users';
import type { GeneratorContext } from './kit';

export type { ChatData } from './apps/chat';

export interface AppsData {
  /** Users with their detail fields; the list answers strip the extras. */
  users: UserDetail[];
  invoices: Invoice[];
  products: Product[];
  orders: Order[];
  customers: Customer[];
  reviews: Review[];
  referrals: Referral[];
  /** E-mail invitations sent from the referral page. */
  referralInvites: ReferralInvite[];
  emails: Email[];
  chat: ChatData;
  calendarEvents: CalendarEvent[];
  courses: Course[];
  courseDetails: CourseDetails;
  vehicles: Vehicle[];
  permissions: Permission[];
  /** Roles users carry, with their permissions per area. */
  roles: RoleRecord[];
  salesRows: SalesRow[];
  faq: FaqGroup[];
  helpCenter: HelpCenterData;
  profile: ProfileData;
}

/**
 * The sample apps' tables, one step per domain or two (see src/lib/steps.ts): the browser builds
 * them one task at a time. The calls are in the same order either way (each domain draws from its
 * own seeded stream, so the order does not change the samples anyway).
 */
export function* appsDataSteps(ctx: GeneratorContext): Steps<AppsData> {
  const products = createProducts(ctx);
  const buyers = createCustomers(ctx);
  const orders = createOrders(ctx, buyers);
  yield;
  const courses = createCourses(ctx);
  const users = createUsers(ctx);
  yield;
  const invoices = createInvoices(ctx);
  const customers = withOrderTotals(buyers, orders);
  const reviews = createReviews(ctx, products);
  yield;
  const referrals = createReferrals(ctx);
  const referralInvites = createReferralInvites();
  const emails = createEmails(ctx);
  yield;
  const chat = createChatData(ctx);
  yield;
  const calendarEvents = createCalendarEvents(ctx);
  // The sample details describe the first course (its title), with that course's figures.
  const courseDetails = createCourseDetails(courses[0]);
  const vehicles = createVehicles(ctx);
  yield;
  const permissions = createPermissions(ctx);
  const roles = createRoles(ctx);
  const salesRows = createSalesRows(ctx);
  yield;
  const faq = createFaq();
  const helpCenter = createHelpCenter(ctx);
  const profile = createProfile(ctx);
  return {
    users,
    invoices,
    products,
    orders,
    customers,
    reviews,
    referrals,
    referralInvites,
    emails,
    chat,
    calendarEvents,
    courses,
    courseDetails,
    vehicles,
    permissions,
    roles,
    salesRows,
    faq,
    helpCenter,
    profile,
  };
}
