/**
 * p50/p95 of every sample-app list call's pure function, over the sample data and over a
 * database a hundred times larger. Budget: p95 < 20 ms at scale 100 (issue 3).
 * Each call uses a realistic screen query: a text search, a filter and a sort.
 */
import { createMockDb, type MockDb } from '../../src/api/mock/db';
import { listCourses } from '../../src/api/mock/queries/academy';
import { listEvents } from '../../src/api/mock/queries/calendar';
import { chatsAndContacts } from '../../src/api/mock/queries/chat';
import { listProjects } from '../../src/api/mock/queries/dashboard';
import {
  listCustomers,
  listOrders,
  listProducts,
  listReferrals,
  listReviews,
} from '../../src/api/mock/queries/ecommerce';
import { listEmails } from '../../src/api/mock/queries/email';
import { listInvoices } from '../../src/api/mock/queries/invoice';
import { listVehicles } from '../../src/api/mock/queries/logistics';
import { listSales, searchFaq } from '../../src/api/mock/queries/pages';
import { listPermissions } from '../../src/api/mock/queries/permissions';
import { appBarSearch } from '../../src/api/mock/queries/search';
import { listUsers } from '../../src/api/mock/queries/users';
import { report, time } from './stats';

const BUDGET_MS = 20;

const CALLS: [string, (db: MockDb) => unknown][] = [
  [
    'users q+role+sort',
    (db) => listUsers(db, new URLSearchParams('q=an&role=editor&sortBy=user&orderBy=desc&page=2')),
  ],
  ['users default', (db) => listUsers(db, new URLSearchParams(''))],
  [
    'invoices q+status+range+sort',
    (db) =>
      listInvoices(
        db,
        new URLSearchParams(
          `q=a&status=Paid&sortBy=client&selectedDateRange=${encodeURIComponent('{"start":"2026-06-01","end":"2026-06-20"}')}`,
        ),
      ),
  ],
  [
    'products q+category+stock+sort price',
    (db) =>
      listProducts(
        db,
        new URLSearchParams('q=pro&category=Electronics&stock=true&sortBy=price&orderBy=desc'),
      ),
  ],
  ['orders q+sort customers', (db) => listOrders(db, new URLSearchParams('q=a&sortBy=customers'))],
  [
    'customers q+sort totalSpent',
    (db) => listCustomers(db, new URLSearchParams('q=e&sortBy=totalSpent&orderBy=desc')),
  ],
  [
    'reviews q+status+sort date',
    (db) => listReviews(db, new URLSearchParams('q=good&status=Published&sortBy=date')),
  ],
  [
    'referrals sort earning',
    (db) => listReferrals(db, new URLSearchParams('sortBy=earning&orderBy=desc')),
  ],
  [
    'courses q+label+hideCompleted+sort',
    (db) =>
      listCourses(db, new URLSearchParams('q=e&label=Web&hideCompleted=true&sortBy=progress')),
  ],
  ['vehicles sort endRoute', (db) => listVehicles(db, new URLSearchParams('sortBy=endRoute'))],
  [
    'permissions q+sort',
    (db) => listPermissions(db, new URLSearchParams('q=man&sortBy=name&orderBy=desc')),
  ],
  ['sales q+sort total', (db) => listSales(db, new URLSearchParams('q=a&sortBy=total'))],
  ['projects sort status', (db) => listProjects(db, new URLSearchParams('sortBy=status'))],
  ['emails inbox q', (db) => listEmails(db, new URLSearchParams('q=report'))],
  [
    'calendar 3 categories',
    (db) => listEvents(db, new URLSearchParams('calendars=Business,Holiday,ETC')),
  ],
  ['chats-and-contacts q', (db) => chatsAndContacts(db, new URLSearchParams('q=a'))],
  ['faq q', (db) => searchFaq(db, new URLSearchParams('q=order'))],
  ['app-bar search q (incl. devices)', (db) => appBarSearch(db, new URLSearchParams('q=24dc'))],
  [
    'app-bar search no match (scans all devices)',
    (db) => appBarSearch(db, new URLSearchParams('q=zzzz')),
  ],
];

export async function run(): Promise<void> {
  const now = '2026-06-15T09:00:00Z';
  for (const scale of [1, 100]) {
    const db = createMockDb({ now, scale });
    console.log(
      `\n-- sample apps, scale ${scale} (${db.users.length} users, ${db.orders.length} orders, ${db.invoices.length} invoices) --`,
    );
    for (const [name, fn] of CALLS)
      report(
        `${name} @${scale}`,
        await time(() => fn(db), 120, 10),
        scale === 100 ? BUDGET_MS : undefined,
      );
  }
}
