/**
 * The sample pages of SPEC.md §3: FAQ, help center, profile, sales datatable and the project
 * analytics table of the dashboard.
 */
import { z } from 'zod';
import { id, listParams, queryText } from './common';

// ---- FAQ ----

export const faqItem = z.object({ question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItem>;
export const faqGroup = z
  .object({ faqTitle: z.string(), faqIcon: z.string().meta({ description: 'Tabler icon name.' }), faqSubtitle: z.string(), faqs: z.array(faqItem) })
  .meta({ id: 'FaqGroup' });
export type FaqGroup = z.infer<typeof faqGroup>;
export const faqQuery = z.object({ q: queryText.meta({ description: 'Part of a question; groups keep only matching questions.' }) });
export const faqResponse = z.array(faqGroup).meta({ id: 'FaqGroups' });

// ---- Help center ----

export const helpCenterArticleCard = z.object({ slug: z.string(), title: z.string(), img: z.string(), subtitle: z.string() });
export type HelpCenterArticleCard = z.infer<typeof helpCenterArticleCard>;
export const helpCenterCategory = z.object({ title: z.string(), icon: z.string(), articles: z.array(z.object({ title: z.string() })) });
export type HelpCenterCategory = z.infer<typeof helpCenterCategory>;
export const helpCenterArticle = z
  .object({
    title: z.string(),
    lastUpdated: z.string(),
    productContent: z.string().meta({ description: 'Untrusted HTML: sanitise before rendering.' }),
    checkoutContent: z.string().meta({ description: 'Untrusted HTML: sanitise before rendering.' }),
    articleList: z.array(z.string()),
    checkoutImg: z.string(),
    productImg: z.string(),
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
  .object({ fullName: z.string(), location: z.string(), joiningDate: z.string(), designation: z.string(), profileImg: z.string(), coverImg: z.string() })
  .meta({ id: 'ProfileHeader' });
export type ProfileHeader = z.infer<typeof profileHeader>;

export const profileListItem = z.object({ property: z.string(), value: z.string(), icon: z.string() });
export type ProfileListItem = z.infer<typeof profileListItem>;
export const profileTeamItem = profileListItem.extend({ color: z.string() });
export type ProfileTeamItem = z.infer<typeof profileTeamItem>;
export const connectionSummary = z.object({ isFriend: z.boolean(), connections: z.string(), name: z.string(), avatar: z.string() });
export type ConnectionSummary = z.infer<typeof connectionSummary>;
export const teamTech = z.object({ members: z.int().min(0), chipColor: z.string(), chipText: z.string(), title: z.string(), avatar: z.string() });
export type TeamTech = z.infer<typeof teamTech>;
export const projectTableRow = z.object({
  id,
  name: z.string(),
  leader: z.string(),
  date: z.string(),
  status: z.number().min(0).max(100),
  avatar: z.string(),
  avatarGroup: z.array(z.string()),
  avatarColor: z.string(),
});
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

export const teamChip = z.object({ title: z.string(), color: z.string() });
export type TeamChip = z.infer<typeof teamChip>;
const avatarGroup = z.array(z.object({ name: z.string(), avatar: z.string() }));
export const team = z
  .object({ title: z.string(), avatar: z.string(), extraMembers: z.int().min(0), avatarGroup, description: z.string(), chips: z.array(teamChip) })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof team>;

export const profileProject = z
  .object({
    title: z.string(),
    client: z.string(),
    description: z.string(),
    avatar: z.string(),
    avatarGroup,
    daysLeft: z.int(),
    comments: z.int().min(0),
    totalTask: z.int().min(0),
    completedTask: z.int().min(0),
    tasks: z.string(),
    hours: z.string(),
    budget: z.string(),
    budgetSpent: z.string(),
    startDate: z.string(),
    deadline: z.string(),
    members: z.string(),
    chipColor: z.string(),
  })
  .meta({ id: 'ProfileProject' });
export type ProfileProject = z.infer<typeof profileProject>;

export const connectionCard = z
  .object({
    name: z.string(),
    designation: z.string(),
    avatar: z.string(),
    tasks: z.string(),
    projects: z.string(),
    connections: z.string(),
    isConnected: z.boolean(),
    chips: z.array(teamChip),
  })
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
    product: z.object({
      id,
      name: z.string(),
      slug: z.string(),
      brand: z.string(),
      category: z.string(),
      price: z.number(),
      image: z.string(),
      hasFreeShipping: z.boolean(),
      rating: z.number(),
      description: z.string(),
    }),
    date: z.string().meta({ description: 'yyyy-mm-dd' }),
    buyer: z.object({ name: z.string(), avatar: z.string().nullable() }),
    payment: z.object({ total: z.number(), receivedPaymentStatus: z.enum(RECEIVED_PAYMENT_STATUSES), paidAmount: z.number(), status: z.enum(PAYMENT_STATUSES) }),
  })
  .meta({ id: 'SalesRow' });
export type SalesRow = z.infer<typeof salesRow>;

export const SALES_SORT_KEYS = ['product', 'date', 'buyer', 'total', 'status'] as const;
export type SalesSortKey = (typeof SALES_SORT_KEYS)[number];
export const salesListQuery = listParams(SALES_SORT_KEYS).extend({ q: queryText.meta({ description: 'Part of the product, brand or buyer.' }) });
export interface SalesListParams {
  q?: string;
  sortBy?: SalesSortKey;
  orderBy?: 'asc' | 'desc';
  page?: number;
  itemsPerPage?: number;
}
export const salesListResponse = z.object({ sales: z.array(salesRow), total: z.int().min(0) }).meta({ id: 'SalesList' });
export type SalesListResponse = z.infer<typeof salesListResponse>;

// ---- Project analytics (dashboard) ----

export const projectAnalyticsRow = z
  .object({
    id,
    logo: z.string(),
    name: z.string(),
    date: z.string().meta({ description: 'Category text, e.g. "React Project".' }),
    leader: z.string(),
    team: z.array(z.string()),
    status: z.number().min(0).max(100).meta({ description: 'Percentage 0-100.' }),
  })
  .meta({ id: 'ProjectAnalyticsRow' });
export type ProjectAnalyticsRow = z.infer<typeof projectAnalyticsRow>;

export const PROJECT_SORT_KEYS = ['name', 'leader', 'status'] as const;
export type ProjectSortKey = (typeof PROJECT_SORT_KEYS)[number];
export const projectListQuery = listParams(PROJECT_SORT_KEYS).extend({ q: queryText.meta({ description: 'Part of the name or leader.' }) });
export interface ProjectListParams {
  q?: string;
  sortBy?: ProjectSortKey;
  orderBy?: 'asc' | 'desc';
  page?: number;
  itemsPerPage?: number;
}
export const projectListResponse = z.object({ projects: z.array(projectAnalyticsRow), total: z.int().min(0) }).meta({ id: 'ProjectList' });
export type ProjectListResponse = z.infer<typeof projectListResponse>;
