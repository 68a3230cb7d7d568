/**
 * The sample pages of SPEC.md §3: FAQ, help center, profile, sales datatable and the project
 * analytics table of the dashboard.
 */
import { z } from 'zod';
import { count, id, listAnswer, listParams, queryText, strings, type ListParamsOf } from './common';

// ---- FAQ ----

export const faqItem = z.object(strings('question', 'answer'));
export type FaqItem = z.infer<typeof faqItem>;
export const faqGroup = z
  .object({ ...strings('faqTitle', 'faqSubtitle'), faqIcon: z.string().meta({ description: 'Tabler icon name.' }), faqs: z.array(faqItem) })
  .meta({ id: 'FaqGroup' });
export type FaqGroup = z.infer<typeof faqGroup>;
export const faqQuery = z.object({ q: queryText.meta({ description: 'Part of a question; groups keep only matching questions.' }) });
export const faqResponse = z.array(faqGroup).meta({ id: 'FaqGroups' });

// ---- Help center ----

export const helpCenterArticleCard = z.object(strings('slug', 'title', 'img', 'subtitle'));
export type HelpCenterArticleCard = z.infer<typeof helpCenterArticleCard>;
export const helpCenterCategory = z.object({ ...strings('title', 'icon'), articles: z.array(z.object(strings('title'))) });
export type HelpCenterCategory = z.infer<typeof helpCenterCategory>;
export const helpCenterArticle = z
  .object({
    ...strings('title', 'lastUpdated', 'checkoutImg', 'productImg'),
    productContent: z.string().meta({ description: 'Untrusted HTML: sanitise before rendering.' }),
    checkoutContent: z.string().meta({ description: 'Untrusted HTML: sanitise before rendering.' }),
    articleList: z.array(z.string()),
  })
  .meta({ id: 'HelpCenterArticle' });
export type HelpCenterArticle = z.infer<typeof helpCenterArticle>;

export const helpCenterResponse = z
  .object({ popularArticles: z.array(helpCenterArticleCard), keepLearning: z.array(helpCenterArticleCard), allArticles: z.array(helpCenterCategory) })
  .meta({ id: 'HelpCenter' });
export type HelpCenterResponse = z.infer<typeof helpCenterResponse>;
export interface HelpCenterData extends HelpCenterResponse {
  articleData: HelpCenterArticle;
}

// ---- Profile ----

export const profileHeader = z
  .object(strings('fullName', 'location', 'joiningDate', 'designation', 'profileImg', 'coverImg'))
  .meta({ id: 'ProfileHeader' });
export type ProfileHeader = z.infer<typeof profileHeader>;

export const profileListItem = z.object(strings('property', 'value', 'icon'));
export type ProfileListItem = z.infer<typeof profileListItem>;
export const profileTeamItem = profileListItem.extend({ color: z.string() });
export type ProfileTeamItem = z.infer<typeof profileTeamItem>;
export const connectionSummary = z.object({ isFriend: z.boolean(), ...strings('connections', 'name', 'avatar') });
export type ConnectionSummary = z.infer<typeof connectionSummary>;
export const teamTech = z.object({ members: count, ...strings('chipColor', 'chipText', 'title', 'avatar') });
export type TeamTech = z.infer<typeof teamTech>;
export const projectTableRow = z.object({ id, ...strings('name', 'leader', 'date', 'avatar', 'avatarColor'), status: z.number().min(0).max(100), avatarGroup: z.array(z.string()) });
export type ProjectTableRow = z.infer<typeof projectTableRow>;

export const profileTab = z
  .object({
    about: z.array(profileListItem),
    contacts: z.array(profileListItem),
    teams: z.array(profileTeamItem),
    overview: z.array(profileListItem),
    connections: z.array(connectionSummary),
    teamsTech: z.array(teamTech),
    projectTable: z.array(projectTableRow),
  })
  .meta({ id: 'ProfileTab', description: 'The "profile" (about) tab.' });
export type ProfileTab = z.infer<typeof profileTab>;

export const teamChip = z.object(strings('title', 'color'));
export type TeamChip = z.infer<typeof teamChip>;
const avatarGroup = z.array(z.object(strings('name', 'avatar')));
export const team = z
  .object({ ...strings('title', 'avatar', 'description'), extraMembers: count, avatarGroup, chips: z.array(teamChip) })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof team>;

export const profileProject = z
  .object({
    ...strings('title', 'client', 'description', 'avatar', 'tasks', 'hours', 'budget', 'budgetSpent', 'startDate', 'deadline', 'members', 'chipColor'),
    avatarGroup,
    daysLeft: z.int(),
    comments: count,
    totalTask: count,
    completedTask: count,
  })
  .meta({ id: 'ProfileProject' });
export type ProfileProject = z.infer<typeof profileProject>;

export const connectionCard = z
  .object({ ...strings('name', 'designation', 'avatar', 'tasks', 'projects', 'connections'), isConnected: z.boolean(), chips: z.array(teamChip) })
  .meta({ id: 'ConnectionCard' });
export type ConnectionCard = z.infer<typeof connectionCard>;

export const PROFILE_TABS = ['profile', 'teams', 'projects', 'connections'] as const;
export type ProfileTabName = (typeof PROFILE_TABS)[number];

/** What GET /api/pages/profile?tab= answers for each tab. */
export interface ProfileTabs {
  profile: ProfileTab;
  teams: Team[];
  projects: ProfileProject[];
  connections: ConnectionCard[];
}

export interface ProfileData {
  header: ProfileHeader;
  tabs: ProfileTabs;
}

export const profileQuery = z.object({
  tab: z.enum(PROFILE_TABS).optional().meta({ description: 'Default profile; an unknown tab is a 400.' }),
});
export const profileTabResponse = z
  .union([profileTab, z.array(team), z.array(profileProject), z.array(connectionCard)])
  .meta({ id: 'ProfileTabData', description: 'profile: the about tab; teams, projects, connections: their cards.' });

// ---- Sales datatable ----

export const RECEIVED_PAYMENT_STATUSES = ['Fully Paid', 'Partially Paid', 'Unpaid'] as const;
export type ReceivedPaymentStatus = (typeof RECEIVED_PAYMENT_STATUSES)[number];
export const PAYMENT_STATUSES = ['Completed', 'Confirmed', 'Cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const salesRow = z
  .object({
    product: z.object({ id, ...strings('name', 'slug', 'brand', 'category', 'image', 'description'), price: z.number(), hasFreeShipping: z.boolean(), rating: z.number() }),
    date: z.string().meta({ description: 'yyyy-mm-dd' }),
    buyer: z.object({ name: z.string(), avatar: z.string().nullable() }),
    payment: z.object({ total: z.number(), receivedPaymentStatus: z.enum(RECEIVED_PAYMENT_STATUSES), paidAmount: z.number(), status: z.enum(PAYMENT_STATUSES) }),
  })
  .meta({ id: 'SalesRow' });
export type SalesRow = z.infer<typeof salesRow>;

export const SALES_SORT_KEYS = ['product', 'date', 'buyer', 'total', 'status'] as const;
export type SalesSortKey = (typeof SALES_SORT_KEYS)[number];
export const salesListQuery = listParams(SALES_SORT_KEYS).extend({ q: queryText.meta({ description: 'Part of the product, brand or buyer.' }) });
export type SalesListParams = ListParamsOf<typeof salesListQuery>;
export const salesListResponse = listAnswer('SalesList', 'sales', salesRow);
export type SalesListResponse = z.infer<typeof salesListResponse>;

// ---- Project analytics (dashboard) ----

export const projectAnalyticsRow = z
  .object({
    id,
    ...strings('logo', 'name', 'leader'),
    date: z.string().meta({ description: 'Category text, e.g. "React Project".' }),
    team: z.array(z.string()),
    status: z.number().min(0).max(100).meta({ description: 'Percentage 0-100.' }),
  })
  .meta({ id: 'ProjectAnalyticsRow' });
export type ProjectAnalyticsRow = z.infer<typeof projectAnalyticsRow>;

export const PROJECT_SORT_KEYS = ['name', 'leader', 'status'] as const;
export type ProjectSortKey = (typeof PROJECT_SORT_KEYS)[number];
export const projectListQuery = listParams(PROJECT_SORT_KEYS).extend({ q: queryText.meta({ description: 'Part of the name or leader.' }) });
export type ProjectListParams = ListParamsOf<typeof projectListQuery>;
export const projectListResponse = listAnswer('ProjectList', 'projects', projectAnalyticsRow);
export type ProjectListResponse = z.infer<typeof projectListResponse>;
