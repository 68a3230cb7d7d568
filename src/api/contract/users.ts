/**
 * Users of the sample user list: docs/spec.md §3 "User", enumerations of §4, and what the user view
 * shows and changes (plan, billing address, notification choices, connected accounts, recent
 * devices, projects and an activity log). Every rule a form checks is written here once.
 */
import { z } from 'zod';

import {
  choiceParam,
  count,
  id,
  isoDate,
  isoDateTime,
  LIMITS,
  listAnswer,
  listParams,
  messageKey,
  queryText,
  requiredText,
  strings,
  text,
  type ListParamsOf,
} from './common';
import { rulesMeta } from './rules';

/** The roles of the samples (SPEC §4); a role added on the roles screen is as valid. */
export const USER_ROLES = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export type UserPlan = (typeof USER_PLANS)[number];
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_BILLINGS = [
  'Auto debit',
  'Manual-Credit Card',
  'Manual-Cash',
  'Manual-PayPal',
] as const;
export type UserBilling = (typeof USER_BILLINGS)[number];
/** Countries a user may be in (the samples' countries, SPEC §9). */
export { SAMPLE_COUNTRIES as USER_COUNTRIES, type SampleCountry as UserCountry } from './common';
export const USER_LANGUAGES = [
  'English',
  'French',
  'Arabic',
  'Chinese',
  'Portuguese',
  'Hindi',
] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];

/** Monthly price of each plan, in US dollars. */
export const USER_PLAN_PRICES: Record<UserPlan, number> = {
  basic: 0,
  team: 29,
  company: 99,
  enterprise: 299,
};
/** Days a plan's period lasts; changing plan starts a new one. */
export const PLAN_PERIOD_DAYS = 30;

/** What a user is told about, and where. */
export const NOTIFICATION_EVENTS = [
  'newForYou',
  'accountActivity',
  'newBrowserSignIn',
  'newDeviceLinked',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const NOTIFICATION_CHANNELS = ['email', 'browser', 'app'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Accounts a user may connect. */
export const CONNECTION_SERVICES = ['google', 'slack', 'github', 'mailchimp', 'asana'] as const;
export type ConnectionService = (typeof CONNECTION_SERVICES)[number];

export const CARD_BRANDS = ['visa', 'mastercard', 'amex'] as const;
export const PROJECT_KINDS = ['react', 'vue', 'figma', 'xd', 'html', 'laravel'] as const;
export const DEVICE_KINDS = ['desktop', 'laptop', 'mobile', 'tablet'] as const;

/**
 * What the activity log records: each kind is a change made through the API (or the account's
 * creation).
 */
export const USER_ACTIVITY_KINDS = [
  'created',
  'profileEdited',
  'statusChanged',
  'roleChanged',
  'planChanged',
  'passwordChanged',
  'notificationsChanged',
  'billingChanged',
  'connectionsChanged',
] as const;
export type UserActivityKind = (typeof USER_ACTIVITY_KINDS)[number];
/** The activity log keeps this many entries, newest first. */
export const USER_ACTIVITY_MAX = 20;

// ---------------------------------------------------------------------------------------------
// Field rules
// ---------------------------------------------------------------------------------------------

/** A role's name: what users carry as `role`. */
export const ROLE_NAME_MAX = 40;
export const roleName = requiredText(ROLE_NAME_MAX);

/** Letters, digits, dots, hyphens and underscores, 3 to 40 of them. */
export const USERNAME_RE = /^[A-Za-z0-9._-]{3,40}$/;
export const username = requiredText(LIMITS.name).regex(USERNAME_RE, messageKey('usernameFormat'));

/**
 * A phone number as people write it: digits with spaces, dashes, dots, brackets and a leading +.
 */
export const PHONE_RE = /^\+?[\d(][\d\s().-]{5,23}$/;
export const contact = requiredText(LIMITS.code).regex(PHONE_RE, messageKey('phoneFormat'));

export const email = requiredText(LIMITS.email).pipe(z.email());

/** `re` (anchored at both ends) or nothing: one pattern, so the document says it too. */
const orBlank = (re: RegExp) => new RegExp(`^(?:${re.source.replace(/^\^|\$$/g, '')})?$`, re.flags);

/** Text that may be left empty but, when given, follows `re`. */
const blankOr = (max: number, re: RegExp, key: 'phoneFormat' | 'emailFormat') =>
  text(max).regex(orBlank(re), messageKey(key));
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const userRole = roleName.meta({
  description: `The name of a role of /api/apps/roles (the samples use ${USER_ROLES.join(', ')}).`,
});
const userPlan = z.enum(USER_PLANS);
const userStatus = z.enum(USER_STATUSES);
const userBilling = z.enum(USER_BILLINGS);

/** The smallest length of a password, and what it must mix. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_RULES = [
  { key: 'passwordUpper', test: /\p{Lu}/u },
  { key: 'passwordLower', test: /\p{Ll}/u },
  { key: 'passwordDigit', test: /\p{Nd}/u },
  { key: 'passwordSymbol', test: /[^\p{L}\p{Nd}\s]/u },
] as const;
export type PasswordRule = 'passwordLength' | (typeof PASSWORD_RULES)[number]['key'];

/** The rules a password breaks, in the order a form lists them (empty: a good password). */
export function passwordRuleIssues(password: string): PasswordRule[] {
  const broken: PasswordRule[] = password.length < PASSWORD_MIN ? ['passwordLength'] : [];
  for (const rule of PASSWORD_RULES) if (!rule.test.test(password)) broken.push(rule.key);
  return broken;
}

// ---------------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------------

export const user = z
  .object({
    id,
    ...strings('fullName', 'company', 'username', 'country', 'contact', 'email'),
    role: userRole,
    currentPlan: userPlan,
    status: userStatus,
    avatar: z
      .string()
      .meta({ description: "'' when the user has no picture: screens show initials." }),
    billing: userBilling,
  })
  .meta({ id: 'User', description: 'One row of the user list.' });
export type User = z.infer<typeof user>;

const channels = z.strictObject({ email: z.boolean(), browser: z.boolean(), app: z.boolean() });
export const notificationSettings = z
  .object({
    newForYou: channels,
    accountActivity: channels,
    newBrowserSignIn: channels,
    newDeviceLinked: channels,
  })
  .meta({
    id: 'NotificationSettings',
    description: 'Per event, whether the user is told by e-mail, in the browser and in the app.',
  });
export type NotificationSettings = z.infer<typeof notificationSettings>;

export const connectionSettings = z
  .strictObject({
    google: z.boolean(),
    slack: z.boolean(),
    github: z.boolean(),
    mailchimp: z.boolean(),
    asana: z.boolean(),
  })
  .meta({ id: 'ConnectionSettings', description: 'Which accounts the user has connected.' });
export type ConnectionSettings = z.infer<typeof connectionSettings>;

const billingAddressFields = {
  companyName: text(LIMITS.name),
  billingEmail: blankOr(LIMITS.email, EMAIL_RE, 'emailFormat').meta({
    description: "An e-mail address, or '' for none.",
  }),
  vatNumber: text(LIMITS.code),
  address: text(LIMITS.line),
  state: text(LIMITS.name),
  zipCode: text(LIMITS.code),
  country: text(LIMITS.name),
};
export const billingAddress = z.strictObject(billingAddressFields).meta({ id: 'BillingAddress' });
export type BillingAddress = z.infer<typeof billingAddress>;

export const paymentMethod = z
  .object({
    id: z.string(),
    brand: z.enum(CARD_BRANDS),
    holder: z.string(),
    last4: z.string().regex(/^\d{4}$/),
    expires: z.string().meta({ description: 'MM/YY.' }),
    primary: z.boolean(),
  })
  .meta({ id: 'PaymentMethod', description: 'A saved card: only its last four digits are kept.' });
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const userProject = z
  .object({
    id,
    name: z.string(),
    kind: z.enum(PROJECT_KINDS),
    totalTasks: count,
    doneTasks: count,
    hours: count,
  })
  .meta({ id: 'UserProject', description: 'A project the user works on.' });
export type UserProject = z.infer<typeof userProject>;

export const userDevice = z
  .object({
    browser: z.string(),
    os: z.string(),
    kind: z.enum(DEVICE_KINDS),
    location: z.string(),
    lastActive: isoDateTime,
  })
  .meta({ id: 'UserDevice', description: 'A browser the user signed in from recently.' });
export type UserDevice = z.infer<typeof userDevice>;

export const userActivity = z
  .object({
    kind: z.enum(USER_ACTIVITY_KINDS),
    at: isoDateTime,
    value: z.string().optional().meta({
      description:
        'The new status, role or plan of a statusChanged, roleChanged or planChanged entry.',
    }),
  })
  .meta({ id: 'UserActivity', description: 'One entry of the activity log.' });
export type UserActivity = z.infer<typeof userActivity>;

export const userDetail = user
  .extend({
    taskDone: count,
    projectDone: count,
    ...strings('taxId', 'language'),
    planRenewsOn: isoDate.meta({
      description: `The end of the plan's current ${PLAN_PERIOD_DAYS}-day period.`,
    }),
    billingAddress,
    paymentMethods: z.array(paymentMethod),
    notifications: notificationSettings,
    connections: connectionSettings,
    projects: z.array(userProject),
    devices: z.array(userDevice),
    activity: z
      .array(userActivity)
      .meta({ description: `Newest first, at most ${USER_ACTIVITY_MAX}.` }),
    passwordChangedAt: isoDateTime.nullable(),
  })
  .meta({
    id: 'UserDetail',
    description: 'A single user read: the row plus the profile, plan, settings and activity.',
  });
export type UserDetail = z.infer<typeof userDetail>;

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------

export const USER_SORT_KEYS = ['user', 'email', 'role', 'plan', 'status', 'billing'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

export const userListQuery = listParams(USER_SORT_KEYS).extend({
  q: queryText.meta({ description: 'Part of the full name or e-mail.' }),
  role: z.string().trim().catch('').meta({ description: 'A role name; empty for all.' }),
  plan: choiceParam(USER_PLANS),
  status: choiceParam(USER_STATUSES),
});
export type UserListParams = ListParamsOf<typeof userListQuery>;

export const userListResponse = listAnswer(undefined, 'users', user, 'totalUsers')
  .extend({
    totalPages: z.int().min(1),
    page: z.int().min(1).meta({
      description: 'The page answered: 1 when the requested page was past the last (SPEC §5).',
    }),
  })
  .meta({ id: 'UserList' });
export type UserListResponse = z.infer<typeof userListResponse>;

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

/** POST /api/apps/users: fullName and email are required; the rest have defaults. */
export const newUserBody = z
  .strictObject({
    fullName: requiredText(LIMITS.name),
    email,
    company: text(LIMITS.name).optional(),
    role: userRole
      .optional()
      .meta({ description: 'A role name of /api/apps/roles. Default subscriber.' }),
    username: username.optional().meta({ description: 'Default: the e-mail’s local part.' }),
    country: text(LIMITS.name).optional(),
    contact: blankOr(LIMITS.code, PHONE_RE, 'phoneFormat').optional(),
    currentPlan: userPlan.optional().meta({ description: 'Default basic.' }),
    status: userStatus.optional().meta({ description: 'Default pending.' }),
    avatar: text(LIMITS.url).optional(),
    billing: userBilling.optional().meta({ description: 'Default Auto debit.' }),
  })
  .meta({
    id: 'NewUser',
    description: 'A new user; the e-mail must be unused and the role must exist.',
    ...rulesMeta('emailUnused', 'roleExists'),
  });
export type NewUser = z.infer<typeof newUserBody>;

/**
 * What the "Add user" form asks for: every field of the drawer is required (the API defaults the
 * ones it is not given).
 */
export const newUserFormBody = newUserBody.extend({
  username,
  company: requiredText(LIMITS.name),
  contact,
  country: requiredText(LIMITS.name),
  role: userRole,
  currentPlan: userPlan,
});
export type NewUserForm = z.infer<typeof newUserFormBody>;

export const addUserResponse = z.object({ body: userDetail }).meta({ id: 'AddUserResponse' });
export type AddUserResponse = z.infer<typeof addUserResponse>;

/** The profile fields the "Edit user" dialog changes. */
export const userProfileBody = z.strictObject({
  fullName: requiredText(LIMITS.name),
  username,
  email,
  contact,
  company: text(LIMITS.name),
  country: requiredText(LIMITS.name),
  language: requiredText(LIMITS.code),
  taxId: text(LIMITS.code),
  role: userRole,
  status: userStatus,
});
export type UserProfileChanges = z.infer<typeof userProfileBody>;

/** The notification choices to change: any events and channels. */
export const notificationsBody = z
  .strictObject({
    newForYou: channels.partial().optional(),
    accountActivity: channels.partial().optional(),
    newBrowserSignIn: channels.partial().optional(),
    newDeviceLinked: channels.partial().optional(),
  })
  .meta({ id: 'NotificationChanges', description: 'Any subset of events and channels.' });
export type NotificationChanges = z.infer<typeof notificationsBody>;

/**
 * PUT /api/apps/users/{id}: any subset of the profile, the plan, the billing address, the connected
 * accounts or the notification choices.
 */
export const userUpdateBody = userProfileBody
  .partial()
  .extend({
    currentPlan: userPlan
      .optional()
      .meta({ description: `A new plan starts a new ${PLAN_PERIOD_DAYS}-day period.` }),
    billing: userBilling.optional(),
    billingAddress: z.strictObject(billingAddressFields).partial().optional(),
    connections: connectionSettings.partial().optional(),
    notifications: notificationsBody.optional(),
  })
  .meta({
    id: 'UserChanges',
    description:
      'Fields to change; the e-mail stays unique and the role must exist. Each change is written to the activity log.',
    ...rulesMeta('emailUnused', 'roleExists'),
  });
export type UserChanges = z.infer<typeof userUpdateBody>;

/** The billing address dialog: the address and the tax id. */
export const billingAddressFormBody = billingAddress.extend({ taxId: text(LIMITS.code) });
export type BillingAddressForm = z.infer<typeof billingAddressFormBody>;

/** POST /api/apps/users/{id}/password. */
export const passwordChangeBody = z
  .strictObject({
    newPassword: z.string().max(PASSWORD_MAX),
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .superRefine((value, ctx) => {
    for (const key of passwordRuleIssues(value.newPassword)) {
      // No message of its own: the key is rendered in the reader's language (see messageKey).
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        params: { key, ...(key === 'passwordLength' && { min: PASSWORD_MIN }) },
      });
    }
    if (value.confirmPassword !== value.newPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        params: { key: 'passwordMismatch' },
      });
  })
  .meta({
    id: 'PasswordChange',
    description: `A new password of ${PASSWORD_MIN} to ${PASSWORD_MAX} characters with a capital and a lower-case letter, a digit and a symbol, typed twice.`,
    ...rulesMeta('passwordStrength', 'passwordMatch'),
  });
export type PasswordChange = z.infer<typeof passwordChangeBody>;
