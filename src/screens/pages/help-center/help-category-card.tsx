import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import type { HelpCenterCategory } from '@/api/types/pages';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths } from '@/screens/paths';
import { useFormat } from '@/screens/shared/format';

import { PageIcon } from '../shared/page-icon';
import { categoryAnchor, helpArticleHref } from './help-links';

/** How many articles a category card lists before "See all". */
export const CATEGORY_PREVIEW = 3;

/**
 * A category of the knowledge base: its icon and title, its first articles as links, and "See
 * all N articles" to list the rest in place (a link to `#category-<slug>` lands here).
 */
export function HelpCategoryCard({ category }: { category: HelpCenterCategory }) {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const [all, setAll] = useState(false);
  const shown = all ? category.articles : category.articles.slice(0, CATEGORY_PREVIEW);
  const listId = `${categoryAnchor(category.slug)}-articles`;
  return (
    <Card id={categoryAnchor(category.slug)} className="ee:flex ee:scroll-mt-20 ee:flex-col ee:p-6">
      <div className="ee:mb-4 ee:flex ee:items-center ee:gap-3">
        <span className="ee:tone-primary ee:flex ee:size-10 ee:shrink-0 ee:items-center ee:justify-center ee:rounded-ee ee:bg-tone/16 ee:text-tone-ink">
          <PageIcon name={category.icon} size={22} />
        </span>
        <h3 className="ee:m-0 ee:min-w-0 ee:text-lg ee:font-medium ee:text-heading">
          <bdi>{category.title}</bdi>
        </h3>
      </div>
      <ul
        id={listId}
        className="ee:m-0 ee:flex ee:flex-1 ee:list-none ee:flex-col ee:gap-2.5 ee:p-0"
      >
        {shown.map((article) => (
          <li key={article.slug}>
            <Link
              to={helpArticleHref(paths, category.slug, article.slug)}
              className="ee:group ee:tap-target ee:flex ee:items-center ee:gap-2 ee:rounded-ee ee:text-[15px] ee:text-text ee:no-underline ee:hover:text-primary-ink ee:focus-visible:outline-2 ee:focus-visible:outline-primary"
            >
              <IconChevronRight
                aria-hidden
                size={16}
                className="ee:shrink-0 ee:text-muted ee:group-hover:text-primary-ink ee:rtl:-scale-x-100"
              />
              <bdi className="ee:min-w-0">{article.title}</bdi>
            </Link>
          </li>
        ))}
      </ul>
      {category.articles.length > CATEGORY_PREVIEW && (
        <Button
          variant="text"
          size="sm"
          className="ee:mt-4 ee:self-start"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((v) => !v)}
        >
          {all
            ? t('help.showFewer')
            : t('help.seeAll', { count: f.number(category.articles.length) })}
        </Button>
      )}
    </Card>
  );
}
