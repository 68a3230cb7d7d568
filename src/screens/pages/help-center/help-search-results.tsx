import { IconFileText, IconSearchOff } from '@tabler/icons-react';
import { Link } from 'react-router';

import type { HelpCenterCategory } from '@/api/types/pages';
import { EmptyState } from '@/components/feedback/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths } from '@/screens/paths';
import { isolate } from '@/screens/shared/bidi';
import { useFormat } from '@/screens/shared/format';

import { helpArticleHref } from './help-links';

/** An article that matched a search, with its category. */
export interface HelpSearchHit {
  category: HelpCenterCategory;
  slug: string;
  title: string;
}

/** The articles whose title (or category's title) holds every word of `q`, case-insensitively. */
export function searchHelpArticles(
  categories: readonly HelpCenterCategory[],
  q: string,
): HelpSearchHit[] {
  const words = q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return categories.flatMap((category) =>
    category.articles
      .filter((article) => {
        const text = `${article.title} ${category.title}`.toLocaleLowerCase();
        return words.every((word) => text.includes(word));
      })
      .map((article) => ({ category, slug: article.slug, title: article.title })),
  );
}

/** What the help center shows while a search is typed: the matching articles, or an empty state. */
export function HelpSearchResults({
  q,
  hits,
  onClear,
}: {
  q: string;
  hits: HelpSearchHit[];
  onClear: () => void;
}) {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  const paths = useScreenPaths();
  if (hits.length === 0) {
    return (
      <Card>
        <EmptyState
          titleAs="h2"
          icon={<IconSearchOff aria-hidden size={28} />}
          title={isolate((v) => t('help.emptyTitle', { q: v.q }), { q })}
          description={t('help.emptyHint')}
          action={
            <Button variant="tonal" onClick={onClear}>
              {t('help.clearSearch')}
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader
        title={isolate((v) => t('help.resultsTitle', { q: v.q }), { q })}
        subtitle={t('help.resultsCount', { count: f.number(hits.length) })}
      />
      <ul className="ee:m-0 ee:list-none ee:px-6 ee:pb-4 ee:pt-0">
        {hits.map((hit) => (
          <li
            key={`${hit.category.slug}/${hit.slug}`}
            className="ee:border-t ee:border-line ee:first:border-t-0"
          >
            <Link
              to={helpArticleHref(paths, hit.category.slug, hit.slug)}
              className="ee:group ee:flex ee:flex-wrap ee:items-center ee:gap-x-3 ee:gap-y-1 ee:py-3 ee:text-[15px] ee:text-heading ee:no-underline ee:focus-visible:outline-2 ee:focus-visible:outline-primary"
            >
              <IconFileText aria-hidden size={20} className="ee:shrink-0 ee:text-muted" />
              <bdi className="ee:min-w-0 ee:flex-1 ee:font-medium ee:group-hover:text-primary-ink ee:group-hover:underline">
                {hit.title}
              </bdi>
              <Chip color="secondary" size="sm">
                <bdi>{hit.category.title}</bdi>
              </Chip>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
