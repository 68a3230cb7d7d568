/** The sample pages (SPEC.md §7): FAQ search, help center, profile tabs, sales and project tables. */
import {
  PROFILE_TABS,
  type FaqGroup,
  type HelpCenterArticle,
  type HelpCenterResponse,
  type ProfileHeader,
  type ProfileTabName,
  type ProfileTabs,
  type ProjectAnalyticsRow,
  type ProjectListResponse,
  type ProjectSortKey,
  type SalesListResponse,
  type SalesRow,
  type SalesSortKey,
} from '../../contract/pages';
import type { MockDb } from '../db';
import { listQuery, matchesText, textParam, type ParamSource, type SortValue } from '../query';
import { fieldInvalid, ok, type Outcome } from './outcome';

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

export function getHelpArticle(db: Pick<MockDb, 'helpCenter'>): HelpCenterArticle {
  return db.helpCenter.articleData;
}

export function getProfileHeader(db: Pick<MockDb, 'profile'>): ProfileHeader {
  return db.profile.header;
}

/** The sample data of one tab; no tab means the about/profile tab, an unknown tab is a 400. */
export function getProfileTab(db: Pick<MockDb, 'profile'>, params: ParamSource): Outcome<ProfileTabs[ProfileTabName]> {
  const tab = textParam(params, 'tab') || 'profile';
  if (!(PROFILE_TABS as readonly string[]).includes(tab)) return fieldInvalid('tab', 'unknownValue');
  return ok(db.profile.tabs[tab as ProfileTabName]);
}

const SALES_SORT: Record<SalesSortKey, (r: SalesRow) => SortValue> = {
  product: (r) => r.product.name,
  date: (r) => r.date,
  buyer: (r) => r.buyer.name,
  total: (r) => r.payment.total,
  status: (r) => r.payment.status,
};

export function listSales(db: Pick<MockDb, 'salesRows'>, params: ParamSource): SalesListResponse {
  const q = textParam(params, 'q');
  const page = listQuery(db.salesRows, params, {
    filter: (r) => matchesText(q, r.product.name, r.product.brand, r.buyer.name),
    sortKeys: SALES_SORT,
  });
  return { sales: page.rows, total: page.total };
}

const PROJECT_SORT: Record<ProjectSortKey, (r: ProjectAnalyticsRow) => SortValue> = {
  name: (r) => r.name,
  leader: (r) => r.leader,
  status: (r) => r.status,
};

export function listProjects(db: Pick<MockDb, 'projectAnalytics'>, params: ParamSource): ProjectListResponse {
  const q = textParam(params, 'q');
  const page = listQuery(db.projectAnalytics, params, {
    filter: (r) => matchesText(q, r.name, r.leader, r.date),
    sortKeys: PROJECT_SORT,
  });
  return { projects: page.rows, total: page.total };
}
