/**
 * The sample apps of SPEC.md §3 (users, invoices, e-commerce, e-mail, chat, …), assembled from
 * one module per domain under `apps/`. Each module draws from its own seeded stream, so adding
 * rows to one domain never shifts the samples of another.
 */
import type { CalendarEvent } from '../../types/calendar';
import type { Course, CourseDetails } from '../../types/academy';
import type { Customer, Order, Product, Referral, ReferralInvite, Review } from '../../types/ecommerce';
import type { Email } from '../../types/email';
import type { Invoice } from '../../types/invoice';
import type { Vehicle } from '../../types/logistics';
import type { FaqGroup, HelpCenterData, ProfileData, SalesRow } from '../../types/pages';
import type { Permission } from '../../types/permissions';
import type { RoleRecord } from '../../types/roles';
import type { UserDetail } from '../../types/users';
import { createCourseDetails, createCourses } from './apps/academy';
import { createCalendarEvents } from './apps/calendar';
import { createChatData, type ChatData } from './apps/chat';
import { createCustomers, createOrders, createProducts, createReferralInvites, createReferrals, createReviews, withOrderTotals } from './apps/ecommerce';
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

export function createAppsData(ctx: GeneratorContext): AppsData {
  const products = createProducts(ctx);
  const buyers = createCustomers(ctx);
  const orders = createOrders(ctx, buyers);
  const courses = createCourses(ctx);
  return {
    users: createUsers(ctx),
    invoices: createInvoices(ctx),
    products,
    orders,
    customers: withOrderTotals(buyers, orders),
    reviews: createReviews(ctx, products),
    referrals: createReferrals(ctx),
    referralInvites: createReferralInvites(),
    emails: createEmails(ctx),
    chat: createChatData(ctx),
    calendarEvents: createCalendarEvents(ctx),
    courses,
    // The sample details describe the first course (its title), with that course's figures.
    courseDetails: createCourseDetails(courses[0]),
    vehicles: createVehicles(ctx),
    permissions: createPermissions(ctx),
    roles: createRoles(ctx),
    salesRows: createSalesRows(ctx),
    faq: createFaq(),
    helpCenter: createHelpCenter(ctx),
    profile: createProfile(ctx),
  };
}
