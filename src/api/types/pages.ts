/**
 * The sample pages of SPEC.md §3: FAQ, help center, profile, sales datatable and the project
 * analytics table of the dashboard.
 */

// ---- FAQ ----

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqGroup {
  faqTitle: string;
  /** Tabler icon name. */
  faqIcon: string;
  faqSubtitle: string;
  faqs: FaqItem[];
}

// ---- Help center ----

export interface HelpCenterArticleCard {
  slug: string;
  title: string;
  img: string;
  subtitle: string;
}

export interface HelpCenterCategory {
  title: string;
  icon: string;
  articles: { title: string }[];
}

export interface HelpCenterArticle {
  title: string;
  lastUpdated: string;
  /** Untrusted HTML: sanitise before rendering. */
  productContent: string;
  /** Untrusted HTML: sanitise before rendering. */
  checkoutContent: string;
  articleList: string[];
  checkoutImg: string;
  productImg: string;
}

export interface HelpCenterData {
  popularArticles: HelpCenterArticleCard[];
  keepLearning: HelpCenterArticleCard[];
  allArticles: HelpCenterCategory[];
  articleData: HelpCenterArticle;
}

export type HelpCenterResponse = Omit<HelpCenterData, 'articleData'>;

// ---- Profile ----

export interface ProfileHeader {
  fullName: string;
  location: string;
  joiningDate: string;
  designation: string;
  profileImg: string;
  coverImg: string;
}

export interface ProfileListItem {
  property: string;
  value: string;
  icon: string;
}

export interface ProfileTeamItem extends ProfileListItem {
  color: string;
}

export interface ConnectionSummary {
  isFriend: boolean;
  connections: string;
  name: string;
  avatar: string;
}

export interface TeamTech {
  members: number;
  chipColor: string;
  chipText: string;
  title: string;
  avatar: string;
}

export interface ProjectTableRow {
  id: number;
  name: string;
  leader: string;
  date: string;
  /** 0-100. */
  status: number;
  avatar: string;
  avatarGroup: string[];
  avatarColor: string;
}

/** The "profile" (about) tab. */
export interface ProfileTab {
  about: ProfileListItem[];
  contacts: ProfileListItem[];
  teams: ProfileTeamItem[];
  overview: ProfileListItem[];
  connections: ConnectionSummary[];
  teamsTech: TeamTech[];
  projectTable: ProjectTableRow[];
}

export interface TeamChip {
  title: string;
  color: string;
}

export interface Team {
  title: string;
  avatar: string;
  extraMembers: number;
  avatarGroup: { name: string; avatar: string }[];
  description: string;
  chips: TeamChip[];
}

export interface ProfileProject {
  title: string;
  client: string;
  description: string;
  avatar: string;
  avatarGroup: { name: string; avatar: string }[];
  daysLeft: number;
  comments: number;
  totalTask: number;
  completedTask: number;
  tasks: string;
  hours: string;
  budget: string;
  budgetSpent: string;
  startDate: string;
  deadline: string;
  members: string;
  chipColor: string;
}

export interface ConnectionCard {
  name: string;
  designation: string;
  avatar: string;
  tasks: string;
  projects: string;
  connections: string;
  isConnected: boolean;
  chips: TeamChip[];
}

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

// ---- Sales datatable ----

export const RECEIVED_PAYMENT_STATUSES = ['Fully Paid', 'Partially Paid', 'Unpaid'] as const;
export type ReceivedPaymentStatus = (typeof RECEIVED_PAYMENT_STATUSES)[number];

export const PAYMENT_STATUSES = ['Completed', 'Confirmed', 'Cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface SalesRow {
  product: {
    id: number;
    name: string;
    slug: string;
    brand: string;
    category: string;
    price: number;
    image: string;
    hasFreeShipping: boolean;
    rating: number;
    description: string;
  };
  /** yyyy-mm-dd */
  date: string;
  buyer: { name: string; avatar: string | null };
  payment: {
    total: number;
    receivedPaymentStatus: ReceivedPaymentStatus;
    paidAmount: number;
    status: PaymentStatus;
  };
}

export const SALES_SORT_KEYS = ['product', 'date', 'buyer', 'total', 'status'] as const;
export type SalesSortKey = (typeof SALES_SORT_KEYS)[number];

export interface SalesListParams {
  q?: string;
  sortBy?: SalesSortKey;
  orderBy?: 'asc' | 'desc';
  page?: number;
  itemsPerPage?: number;
}

export interface SalesListResponse {
  sales: SalesRow[];
  total: number;
}

// ---- Project analytics (dashboard) ----

export interface ProjectAnalyticsRow {
  id: number;
  logo: string;
  name: string;
  /** Category text, e.g. "React Project". */
  date: string;
  leader: string;
  team: string[];
  /** Percentage 0-100. */
  status: number;
}

export const PROJECT_SORT_KEYS = ['name', 'leader', 'status'] as const;
export type ProjectSortKey = (typeof PROJECT_SORT_KEYS)[number];

export interface ProjectListParams {
  q?: string;
  sortBy?: ProjectSortKey;
  orderBy?: 'asc' | 'desc';
  page?: number;
  itemsPerPage?: number;
}

export interface ProjectListResponse {
  projects: ProjectAnalyticsRow[];
  total: number;
}
