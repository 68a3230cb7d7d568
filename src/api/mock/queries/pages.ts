/** The sample pages (docs/spec.md §7): FAQ search, help center, profile tabs, sales table. */
import { check } from '@/api/contract/common';
import {
  connectionUpdateBody,
  helpArticleFeedbackBody,
  PROFILE_TABS,
  type ConnectionCard,
  type FaqGroup,
  type HelpArticleFeedback,
  type HelpArticleRecord,
  type HelpCenterArticle,
  type HelpCenterResponse,
  type ProfileHeader,
  type ProfileTab,
  type ProfileTabName,
  type ProfileTabs,
  type SalesListResponse,
  type SalesRow,
  type SalesSortKey,
} from '@/api/contract/pages';
import { fieldInvalid, invalid, notFound, ok, type Outcome } from '@/api/shared/outcome';

import type { MockDb } from '../db';
import {
  listQuery,
  matchesText,
  textParam,
  toInt,
  type ParamSource,
  type SortKeys,
} from '../query';

/** FAQ groups keeping only the questions that match; groups left empty are dropped. */
export function searchFaq(db: Pick<MockDb, 'faq'>, params: ParamSource): FaqGroup[] {
  const q = textParam(params, 'q');
  return db.faq.flatMap((group) => {
    const faqs = group.faqs.filter((f) => matchesText(q, f.question));
    return faqs.length ? [{ ...group, faqs }] : [];
  });
}

export function getHelpCenter(db: Pick<MockDb, 'helpCenter'>): HelpCenterResponse {
  const { allArticles, popularArticles, keepLearning } = db.helpCenter;
  return { allArticles, popularArticles, keepLearning };
}

type HelpDb = Pick<MockDb, 'helpCenter'>;

/** How many related articles an article lists. */
export const RELATED_ARTICLES = 5;

const findArticle = (db: HelpDb, category: string, slug: string) =>
  db.helpCenter.articles.find((a) => a.category === category && a.slug === slug);

/** The votes of an article and, for a signed-in reader, their own (their last). */
function feedbackOf(
  db: HelpDb,
  article: HelpArticleRecord,
  userId: number | undefined,
): HelpArticleFeedback {
  const votes = db.helpCenter.votes.filter(
    (v) => v.category === article.category && v.article === article.slug,
  );
  const mine = userId === undefined ? undefined : votes.findLast((v) => v.userId === userId);
  return {
    helpful: votes.filter((v) => v.helpful).length,
    notHelpful: votes.filter((v) => !v.helpful).length,
    mine: mine ? mine.helpful : null,
  };
}

/**
 * One article by its category's and its own slug (both missing: the first popular article, as
 * SPEC §7's call without parameters answered), with its related articles (the rest of its
 * category, then the popular ones) and how readers found it; an unknown pair is a 404.
 */
export function getHelpArticle(
  db: HelpDb,
  params: ParamSource,
  userId?: number,
): Outcome<HelpCenterArticle> {
  let category = textParam(params, 'category');
  let slug = textParam(params, 'article');
  if (!category && !slug) {
    const first = db.helpCenter.popularArticles[0];
    if (first) ({ category, slug } = first);
  }
  const article = findArticle(db, category, slug);
  if (!article) return notFound('helpArticleNotFound');
  const categoryOf = db.helpCenter.allArticles.find((c) => c.slug === article.category);
  const others = db.helpCenter.articles.filter((a) => a !== article);
  const related = [
    ...others.filter((a) => a.category === article.category),
    ...db.helpCenter.popularArticles.flatMap((p) =>
      others.filter((a) => a.category === p.category && a.slug === p.slug),
    ),
  ];
  const unique = related.filter((a, i) => related.indexOf(a) === i).slice(0, RELATED_ARTICLES);
  return ok({
    ...article,
    categoryTitle: categoryOf?.title ?? article.category,
    articleList: unique.map((a) => ({ category: a.category, slug: a.slug, title: a.title })),
    feedback: feedbackOf(db, article, userId),
  });
}

/**
 * "Was this helpful?": a signed-in reader's answer replaces their earlier one (they change their
 * mind, they are not counted twice); an answer without a session is counted once more.
 */
export function voteHelpArticle(
  db: HelpDb,
  body: unknown,
  userId?: number,
): Outcome<HelpArticleFeedback> {
  const parsed = check(helpArticleFeedbackBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const { category, article: slug, helpful } = parsed.data;
  const article = findArticle(db, category, slug);
  if (!article) return notFound('helpArticleNotFound');
  const votes = db.helpCenter.votes;
  if (userId !== undefined) {
    const earlier = votes.findIndex(
      (v) => v.category === category && v.article === slug && v.userId === userId,
    );
    if (earlier >= 0) votes.splice(earlier, 1);
  }
  votes.push({ category, article: slug, userId: userId ?? null, helpful });
  return ok(feedbackOf(db, article, userId));
}

export function getProfileHeader(db: Pick<MockDb, 'profile'>): ProfileHeader {
  return db.profile.header;
}

/**
 * Connect to or disconnect from a person: the connection card and the profile tab's list of the
 * same person change together. Unknown id: 404.
 */
export function updateConnection(
  db: Pick<MockDb, 'profile'>,
  rawId: unknown,
  body: unknown,
): Outcome<ConnectionCard> {
  const connectionId = toInt(rawId);
  const card =
    connectionId === undefined
      ? undefined
      : db.profile.tabs.connections.find((c) => c.id === connectionId);
  if (!card) return notFound('connectionNotFound');
  const parsed = check(connectionUpdateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  card.isConnected = parsed.data.isConnected;
  for (const summary of db.profile.tabs.profile.connections)
    if (summary.id === card.id) summary.isFriend = card.isConnected;
  return ok(card);
}

/**
 * The about list with its country line, told from the header's country (the one place it is
 * kept), after the role line: the header and the about tab cannot name two countries.
 */
function aboutWithCountry(profile: MockDb['profile']): ProfileTab['about'] {
  const about = profile.tabs.profile.about.filter((item) => item.property !== 'country');
  const country = { property: 'country', value: profile.header.country, icon: 'tabler-flag' };
  const afterRole = about.findIndex((item) => item.property === 'role') + 1;
  return afterRole > 0
    ? [...about.slice(0, afterRole), country, ...about.slice(afterRole)]
    : [...about, country];
}

/** The sample data of one tab; no tab means the about/profile tab, an unknown tab is a 400. */
export function getProfileTab(
  db: Pick<MockDb, 'profile'>,
  params: ParamSource,
): Outcome<ProfileTabs[ProfileTabName]> {
  const tab = textParam(params, 'tab') || 'profile';
  if (!(PROFILE_TABS as readonly string[]).includes(tab))
    return fieldInvalid('tab', 'unknownValue');
  if (tab === 'profile')
    return ok({ ...db.profile.tabs.profile, about: aboutWithCountry(db.profile) });
  return ok(db.profile.tabs[tab as ProfileTabName]);
}

/**
 * Most columns show a nested field (the product's, the buyer's, the payment's): a getter reads it.
 */
const SALES_SORT: SortKeys<SalesRow, SalesSortKey> = {
  product: (r) => r.product.name,
  date: 'date',
  buyer: (r) => r.buyer.name,
  total: (r) => r.payment.total,
  status: (r) => r.payment.status,
};

export function listSales(db: Pick<MockDb, 'salesRows'>, params: ParamSource): SalesListResponse {
  const page = listQuery(db.salesRows, params, {
    search: (r) => [r.product.name, r.product.brand, r.buyer.name],
    sortKeys: SALES_SORT,
  });
  return { sales: page.rows, total: page.total };
}
