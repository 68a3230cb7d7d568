import { withSegments, type ScreenPaths } from '@/screens/paths';

/** An article's page: `<helpArticle>/<category>/<article>`. */
export function helpArticleHref(paths: ScreenPaths, category: string, article: string): string {
  return withSegments(paths.helpArticle, category, article);
}

/** The id of a category's card on the help center, for links to it (`#category-buying`). */
export function categoryAnchor(category: string): string {
  return `category-${category}`;
}

/** The help center scrolled to a category's card. */
export function helpCategoryHref(paths: ScreenPaths, category: string): string {
  return `${paths.helpCenter}#${categoryAnchor(category)}`;
}
