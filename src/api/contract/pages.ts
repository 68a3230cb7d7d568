/**
 * The sample pages of docs/spec.md §3: FAQ, help center, profile and sales datatable (the
 * dashboard's project table is in dashboard.ts: the home screen, part of the package, uses it).
 */
import { z } from 'zod';

import {
  count,
  id,
  isoDate,
  isoDateTime,
  LIMITS,
  listAnswer,
  listParams,
  queryText,
  requiredText,
  strings,
  type ListParamsOf,
} from './common';

// ---- FAQ ----

export const faqItem = z.object(strings('question', 'answer'));
export type FaqItem = z.infer<typeof faqItem>;
export const faqGroup = z
  .object({
    ...strings('faqTitle', 'faqSubtitle'),
    faqIcon: z.string().meta({ description: 'Tabler icon name.' }),
    faqs: z.array(faqItem),
  })
  .meta({ id: 'FaqGroup' });
export type FaqGroup = z.infer<typeof faqGroup>;
export const faqQuery = z.object({
  q: queryText.meta({ description: 'Part of a question; groups keep only matching questions.' }),
});
export const faqResponse = z.array(faqGroup).meta({ id: 'FaqGroups' });

// ---- Help center ----

const slug = z
  .string()
  .max(LIMITS.code)
  .meta({ description: 'Lower-case words joined by hyphens, e.g. getting-started.' });

/**
 * Where an article is: its category's slug and its own
 * (`/pages/help-center/article/<category>/<slug>`).
 */
export const helpArticleLink = z
  .object({ category: slug, slug, title: z.string() })
  .meta({ id: 'HelpArticleLink' });
export type HelpArticleLink = z.infer<typeof helpArticleLink>;

export const helpCenterArticleCard = z
  .object({
    ...strings('title', 'img', 'subtitle'),
    slug: slug.meta({ description: 'The slug of the article the card opens.' }),
    category: slug.meta({ description: 'The slug of that article’s category.' }),
    icon: z.string().meta({ description: 'Tabler icon name, shown when there is no image.' }),
  })
  .meta({ id: 'HelpCenterArticleCard' });
export type HelpCenterArticleCard = z.infer<typeof helpCenterArticleCard>;
export const helpCenterCategory = z
  .object({
    slug,
    ...strings('title', 'icon'),
    articles: z.array(z.object({ slug, title: z.string() })),
  })
  .meta({ id: 'HelpCenterCategory' });
export type HelpCenterCategory = z.infer<typeof helpCenterCategory>;

/** An article as stored: its place, title, date and the two sections of untrusted HTML. */
export const helpArticleRecord = z.object({
  category: slug,
  slug,
  ...strings('title', 'checkoutImg', 'productImg'),
  lastUpdated: isoDate.meta({ description: 'The day the article last changed.' }),
  productContent: z
    .string()
    .meta({ description: 'Untrusted HTML (the first section): sanitise before rendering.' }),
  checkoutContent: z
    .string()
    .meta({ description: 'Untrusted HTML (the second section): sanitise before rendering.' }),
});
export type HelpArticleRecord = z.infer<typeof helpArticleRecord>;

/**
 * How readers found an article: the counts, and the asking user's own answer (null: none yet, or no
 * session).
 */
export const helpArticleFeedback = z
  .object({ helpful: count, notHelpful: count, mine: z.boolean().nullable() })
  .meta({ id: 'HelpArticleFeedback' });
export type HelpArticleFeedback = z.infer<typeof helpArticleFeedback>;

export const helpCenterArticle = helpArticleRecord
  .extend({
    categoryTitle: z.string(),
    articleList: z
      .array(helpArticleLink)
      .meta({ description: 'Related articles: the others of its category first.' }),
    feedback: helpArticleFeedback,
  })
  .meta({ id: 'HelpCenterArticle' });
export type HelpCenterArticle = z.infer<typeof helpCenterArticle>;

export const helpArticleQuery = z.object({
  category: queryText.meta({
    description: 'The category’s slug; with `article`. Both missing: the first popular article.',
  }),
  article: queryText.meta({ description: 'The article’s slug.' }),
});
export type HelpArticleParams = { category?: string | undefined; article?: string | undefined };

/** POST /api/pages/help-center/article/feedback: whether an article helped. */
export const helpArticleFeedbackBody = z
  .strictObject({
    category: requiredText(LIMITS.code),
    article: requiredText(LIMITS.code),
    helpful: z.boolean(),
  })
  .meta({
    id: 'HelpArticleFeedbackBody',
    description: 'The signed-in reader’s new answer replaces their earlier one.',
  });
export type HelpArticleFeedbackInput = z.infer<typeof helpArticleFeedbackBody>;

/** One stored answer to "Was this helpful?". */
export const helpArticleVote = z.object({
  category: slug,
  article: slug,
  userId: id.nullable(),
  helpful: z.boolean(),
});
export type HelpArticleVote = z.infer<typeof helpArticleVote>;

export const helpCenterResponse = z
  .object({
    popularArticles: z.array(helpCenterArticleCard),
    keepLearning: z.array(helpCenterArticleCard),
    allArticles: z.array(helpCenterCategory),
  })
  .meta({ id: 'HelpCenter' });
export type HelpCenterResponse = z.infer<typeof helpCenterResponse>;

/**
 * The help center as the simulation keeps it: the lists, every article, and the answers readers
 * gave.
 */
export const helpCenterStored = helpCenterResponse.extend({
  articles: z.array(helpArticleRecord),
  votes: z.array(helpArticleVote),
});
export type HelpCenterData = z.infer<typeof helpCenterStored>;

// ---- Profile ----

/** A country as ISO 3166-1 alpha-2 ("US"): screens name it in the reader's language. */
export const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .meta({
    description:
      'ISO 3166-1 alpha-2 code, e.g. "US"; screens name the country in the reader’s language.',
  });

export const profileHeader = z
  .object({
    ...strings('fullName', 'designation', 'profileImg', 'coverImg'),
    city: z.string().meta({ description: 'Where the person works; may be empty.' }),
    country: countryCode,
    joiningDate: isoDate.meta({ description: 'The day the person joined.' }),
  })
  .meta({ id: 'ProfileHeader' });
export type ProfileHeader = z.infer<typeof profileHeader>;

export const profileListItem = z.object({
  property: z.string().meta({
    description:
      'What the line tells, as a key (fullName, status, role, country, language, contact, skype, email, tasksCompleted, connections, projectsCompleted); screens name known keys in the reader’s language. The country line’s value is the header’s country code.',
  }),
  value: z.string(),
  icon: z.string(),
});
export type ProfileListItem = z.infer<typeof profileListItem>;
export const profileTeamItem = z.object({
  ...strings('property', 'icon', 'color'),
  value: count.meta({ description: 'Members.' }),
});
export type ProfileTeamItem = z.infer<typeof profileTeamItem>;
export const connectionSummary = z
  .object({
    id,
    isFriend: z
      .boolean()
      .meta({ description: 'Connected: the same as the connection card’s isConnected.' }),
    connections: count,
    ...strings('name', 'avatar'),
  })
  .meta({ id: 'ConnectionSummary' });
export type ConnectionSummary = z.infer<typeof connectionSummary>;
export const teamTech = z.object({
  members: count,
  ...strings('chipColor', 'chipText', 'title', 'avatar'),
});
export type TeamTech = z.infer<typeof teamTech>;
export const projectTableRow = z.object({
  id,
  ...strings('name', 'leader', 'avatar', 'avatarColor'),
  date: isoDate,
  status: z.number().min(0).max(100),
  avatarGroup: z.array(z.string()),
});
export type ProjectTableRow = z.infer<typeof projectTableRow>;
export const profileActivity = z
  .object({
    id,
    ...strings('title', 'description', 'color'),
    time: isoDateTime,
    people: z.array(z.string()).meta({ description: 'Names of the people it involved.' }),
  })
  .meta({ id: 'ProfileActivity' });
export type ProfileActivity = z.infer<typeof profileActivity>;

export const profileTab = z
  .object({
    about: z.array(profileListItem),
    contacts: z.array(profileListItem),
    teams: z.array(profileTeamItem),
    overview: z.array(profileListItem),
    connections: z.array(connectionSummary),
    teamsTech: z.array(teamTech),
    projectTable: z.array(projectTableRow),
    activityTimeline: z.array(profileActivity).meta({ description: 'Newest first.' }),
  })
  .meta({ id: 'ProfileTab', description: 'The "profile" (about) tab.' });
export type ProfileTab = z.infer<typeof profileTab>;

export const teamChip = z.object(strings('title', 'color'));
export type TeamChip = z.infer<typeof teamChip>;
const avatarGroup = z.array(z.object(strings('name', 'avatar')));
export const team = z
  .object({
    ...strings('title', 'avatar', 'description'),
    extraMembers: count,
    avatarGroup,
    chips: z.array(teamChip),
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof team>;

export const profileProject = z
  .object({
    ...strings('title', 'client', 'description', 'avatar', 'tasks', 'chipColor'),
    startDate: isoDate,
    deadline: isoDate,
    avatarGroup,
    daysLeft: z.int().meta({
      description:
        'Whole days from today to the deadline, negative once it is past (the kit counts them itself from the deadline, so they stay right as days pass).',
    }),
    comments: count,
    totalTask: count,
    completedTask: count,
    hours: z.number().min(0).meta({ description: 'Hours logged.' }),
    budget: z.number().min(0).meta({ description: 'US dollars.' }),
    budgetSpent: z.number().min(0).meta({ description: 'US dollars.' }),
    members: count,
  })
  .meta({ id: 'ProfileProject' });
export type ProfileProject = z.infer<typeof profileProject>;

export const connectionCard = z
  .object({
    id,
    ...strings('name', 'designation', 'avatar'),
    tasks: count,
    projects: count,
    connections: count,
    isConnected: z.boolean(),
    chips: z.array(teamChip),
  })
  .meta({ id: 'ConnectionCard' });
export type ConnectionCard = z.infer<typeof connectionCard>;

/** PUT /api/pages/profile/connections/{id}: connect to or disconnect from a person. */
export const connectionUpdateBody = z
  .strictObject({ isConnected: z.boolean() })
  .meta({ id: 'ConnectionUpdate' });
export type ConnectionUpdate = z.infer<typeof connectionUpdateBody>;

export const PROFILE_TABS = ['profile', 'teams', 'projects', 'connections'] as const;
export type ProfileTabName = (typeof PROFILE_TABS)[number];

/** What GET /api/pages/profile?tab= answers for each tab. */
export interface ProfileTabs {
  profile: ProfileTab;
  teams: Team[];
  projects: ProfileProject[];
  connections: ConnectionCard[];
}

export const profileStored = z.object({
  header: profileHeader,
  tabs: z.object({
    profile: profileTab,
    teams: z.array(team),
    projects: z.array(profileProject),
    connections: z.array(connectionCard),
  }),
});
export type ProfileData = z.infer<typeof profileStored>;

export const profileQuery = z.object({
  tab: z
    .enum(PROFILE_TABS)
    .optional()
    .meta({ description: 'Default profile; an unknown tab is a 400.' }),
});
export const profileTabResponse = z
  .union([profileTab, z.array(team), z.array(profileProject), z.array(connectionCard)])
  .meta({
    id: 'ProfileTabData',
    description: 'profile: the about tab; teams, projects, connections: their cards.',
  });

// ---- Sales datatable ----

export const RECEIVED_PAYMENT_STATUSES = ['Fully Paid', 'Partially Paid', 'Unpaid'] as const;
export type ReceivedPaymentStatus = (typeof RECEIVED_PAYMENT_STATUSES)[number];
export const PAYMENT_STATUSES = ['Completed', 'Confirmed', 'Cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const salesRow = z
  .object({
    product: z.object({
      id,
      ...strings('name', 'slug', 'brand', 'category', 'image', 'description'),
      price: z.number(),
      hasFreeShipping: z.boolean(),
      rating: z.number(),
    }),
    date: z.string().meta({ description: 'yyyy-mm-dd' }),
    buyer: z.object({ name: z.string(), avatar: z.string().nullable() }),
    payment: z.object({
      total: z.number(),
      receivedPaymentStatus: z.enum(RECEIVED_PAYMENT_STATUSES),
      paidAmount: z.number(),
      status: z.enum(PAYMENT_STATUSES),
    }),
  })
  .meta({ id: 'SalesRow' });
export type SalesRow = z.infer<typeof salesRow>;

export const SALES_SORT_KEYS = ['product', 'date', 'buyer', 'total', 'status'] as const;
export type SalesSortKey = (typeof SALES_SORT_KEYS)[number];
export const salesListQuery = listParams(SALES_SORT_KEYS).extend({
  q: queryText.meta({ description: 'Part of the product, brand or buyer.' }),
});
export type SalesListParams = ListParamsOf<typeof salesListQuery>;
export const salesListResponse = listAnswer('SalesList', 'sales', salesRow);
export type SalesListResponse = z.infer<typeof salesListResponse>;
