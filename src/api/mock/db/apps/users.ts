/** 50 users at scale 1 (docs/spec.md §9), ×scale for benchmarks. */
import {
  CONNECTION_SERVICES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  PLAN_PERIOD_DAYS,
  USER_BILLINGS,
  USER_COUNTRIES,
  USER_LANGUAGES,
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
  type ConnectionSettings,
  type NotificationSettings,
  type PaymentMethod,
  type UserActivity,
  type UserDetail,
  type UserDevice,
  type UserProject,
} from '@/api/contract/users';
import { CITIES, COMPANIES, isoDay, isoMinutes, person, phone } from '@/api/sample/pools';
import { createRng, type Rng } from '@/api/sample/random';

import type { GeneratorContext } from '../index';

export const USER_COUNT = 50;

const PROJECTS: readonly Pick<UserProject, 'name' | 'kind'>[] = [
  { name: 'Substation dashboard', kind: 'react' },
  { name: 'Field inspection app', kind: 'vue' },
  { name: 'Metering portal redesign', kind: 'figma' },
  { name: 'Maintenance planner', kind: 'laravel' },
  { name: 'Outage map', kind: 'html' },
  { name: 'Asset register mock-ups', kind: 'xd' },
  { name: 'Load forecasting', kind: 'react' },
  { name: 'Crew scheduling', kind: 'vue' },
];

const BROWSERS: readonly Omit<UserDevice, 'location' | 'lastActive'>[] = [
  { browser: 'Chrome', os: 'Windows', kind: 'desktop' },
  { browser: 'Safari', os: 'macOS', kind: 'laptop' },
  { browser: 'Chrome', os: 'Android', kind: 'mobile' },
  { browser: 'Safari', os: 'iOS', kind: 'tablet' },
  { browser: 'Firefox', os: 'Linux', kind: 'desktop' },
  { browser: 'Edge', os: 'Windows', kind: 'laptop' },
];

const STREETS = [
  'Harbour Road',
  'Rue de la Paix',
  'Main Street',
  'Avenida Paulista',
  'MG Road',
  'Nanjing Road',
  'Collins Street',
];

function notificationsOf(rng: Rng): NotificationSettings {
  return Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [
      event,
      Object.fromEntries(
        NOTIFICATION_CHANNELS.map((channel) => [channel, channel === 'email' || rng.chance(0.6)]),
      ),
    ]),
  ) as NotificationSettings;
}

function connectionsOf(rng: Rng): ConnectionSettings {
  return Object.fromEntries(
    CONNECTION_SERVICES.map((service) => [service, rng.chance(0.5)]),
  ) as ConnectionSettings;
}

function cardsOf(rng: Rng, holder: string): PaymentMethod[] {
  const brands = rng.sample(['visa', 'mastercard', 'amex'] as const, rng.int(1, 3));
  return brands.map((brand, i) => ({
    id: `card-${i + 1}`,
    brand,
    holder,
    last4: String(rng.int(0, 9999)).padStart(4, '0'),
    expires: `${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(27, 31)}`,
    primary: i === 0,
  }));
}

function projectsOf(rng: Rng): UserProject[] {
  return rng.sample(PROJECTS, rng.int(3, 5)).map((p, i) => {
    const totalTasks = rng.int(20, 240);
    return {
      id: i + 1,
      ...p,
      totalTasks,
      doneTasks: rng.int(0, totalTasks),
      hours: rng.int(8, 400),
    };
  });
}

function devicesOf(
  rng: Rng,
  ctx: GeneratorContext,
  country: (typeof USER_COUNTRIES)[number],
): UserDevice[] {
  let minutes = 0;
  return rng.sample(BROWSERS, rng.int(2, 4)).map((b) => {
    minutes += rng.int(30, 5 * 24 * 60);
    return {
      ...b,
      location: `${rng.pick(CITIES[country])}, ${country}`,
      lastActive: isoMinutes(ctx.now, -minutes),
    };
  });
}

/**
 * What happened to the account before the samples' "now": created, and some changes since, newest
 * first.
 */
function activityOf(
  rng: Rng,
  ctx: GeneratorContext,
  user: Pick<UserDetail, 'currentPlan' | 'status'>,
): UserActivity[] {
  const createdDaysAgo = rng.int(60, 700);
  const entries: UserActivity[] = [
    { kind: 'created', at: isoMinutes(ctx.now, -createdDaysAgo * 24 * 60 - rng.int(0, 600)) },
  ];
  const later = (minDays: number) =>
    isoMinutes(ctx.now, -rng.int(minDays, createdDaysAgo - 1) * 24 * 60 - rng.int(0, 1400));
  if (rng.chance(0.7))
    entries.push({ kind: 'planChanged', at: later(PLAN_PERIOD_DAYS), value: user.currentPlan });
  if (rng.chance(0.6)) entries.push({ kind: 'passwordChanged', at: later(2) });
  if (rng.chance(0.5)) entries.push({ kind: 'profileEdited', at: later(1) });
  if (user.status !== 'pending' && rng.chance(0.5))
    entries.push({ kind: 'statusChanged', at: later(1), value: user.status });
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/**
 * The technician demo account (tech@demo.com, login user 3: src/api/sample/auth.ts) is user 3 of
 * the list too (docs/domain/work-orders.md): its name, handle, e-mail, role and status replace the
 * drawn ones, so every other user keeps what it was drawn as.
 */
function asTechnician(user: UserDetail): UserDetail {
  const fullName = 'Li Wei';
  const email = 'tech@demo.com';
  return {
    ...user,
    fullName,
    username: 'liwei',
    email,
    role: 'maintainer',
    status: 'active',
    billingAddress: { ...user.billingAddress, billingEmail: email },
    paymentMethods: user.paymentMethods.map((card) => ({ ...card, holder: fullName })),
  };
}

/** The id the technician demo account has in both lists. */
export const TECHNICIAN_USER_ID = 3;

export function createUsers(ctx: GeneratorContext): UserDetail[] {
  const users = drawUsers(ctx);
  const i = TECHNICIAN_USER_ID - 1;
  if (users[i]) users[i] = asTechnician(users[i]);
  return users;
}

function drawUsers(ctx: GeneratorContext): UserDetail[] {
  const rng = createRng(ctx.seed + 101);
  // The view's extras draw from a stream of their own, so the list's fields stay what they were.
  const extras = createRng(ctx.seed + 102);
  return Array.from({ length: USER_COUNT * ctx.scale }, (_, i): UserDetail => {
    const id = i + 1;
    const p = person(rng, id);
    const company = rng.pick(COMPANIES);
    const role = rng.pick(USER_ROLES);
    const country = rng.pick(USER_COUNTRIES);
    const contact = phone(rng);
    const email = `${p.handle}@example.com`;
    const currentPlan = rng.pick(USER_PLANS);
    const status = rng.pick(USER_STATUSES);
    const billing = rng.pick(USER_BILLINGS);
    const taskDone = rng.int(0, 2000);
    const projectDone = rng.int(0, 600);
    const taxId = `Tax-${rng.int(1000, 9999)}`;
    const language = rng.pick(USER_LANGUAGES);
    const activity = activityOf(extras, ctx, { currentPlan, status });
    const passwordChange = activity.find((a) => a.kind === 'passwordChanged');
    return {
      id,
      fullName: p.fullName,
      company,
      role,
      username: p.handle,
      country,
      contact,
      email,
      currentPlan,
      status,
      avatar: '',
      billing,
      taskDone,
      projectDone,
      taxId,
      language,
      planRenewsOn: isoDay(ctx.now, extras.int(1, PLAN_PERIOD_DAYS)),
      billingAddress: {
        companyName: company,
        billingEmail: email,
        vatNumber: `VAT-${extras.int(100000, 999999)}`,
        address: `${extras.int(1, 400)} ${extras.pick(STREETS)}`,
        state: extras.pick(CITIES[country]),
        zipCode: String(extras.int(10000, 99999)),
        country,
      },
      paymentMethods: cardsOf(extras, p.fullName),
      notifications: notificationsOf(extras),
      connections: connectionsOf(extras),
      projects: projectsOf(extras),
      devices: devicesOf(extras, ctx, country),
      activity,
      passwordChangedAt: passwordChange?.at ?? null,
    };
  });
}
