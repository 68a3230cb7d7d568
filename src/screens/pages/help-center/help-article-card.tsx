import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';

import type { HelpCenterArticleCard as CardData } from '@/api/types/pages';
import { Card } from '@/components/ui/card';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths } from '@/screens/paths';

import { PageIcon } from '../shared/page-icon';
import { helpArticleHref } from './help-links';

/**
 * A card of the popular or keep-learning list: its picture (or icon), title, subtitle and a
 * link to the article. `tone` tints the icon tile.
 */
export function HelpArticleCard({
  card,
  variant,
}: {
  card: CardData;
  variant: 'popular' | 'learn';
}) {
  const { t } = useKitTranslation(pagesNs);
  const paths = useScreenPaths();
  const href = helpArticleHref(paths, card.category, card.slug);
  return (
    <Card
      className={
        variant === 'popular'
          ? 'ee:flex ee:flex-col ee:items-center ee:gap-3 ee:p-6 ee:text-center'
          : 'ee:flex ee:items-start ee:gap-4 ee:p-6'
      }
    >
      {card.img ? (
        <img
          src={card.img}
          alt=""
          className="ee:size-14 ee:shrink-0 ee:rounded-ee ee:object-cover"
        />
      ) : (
        <span
          className={`${variant === 'popular' ? 'ee:tone-primary ee:size-14' : 'ee:tone-info ee:size-12'} ee:flex ee:shrink-0 ee:items-center ee:justify-center ee:rounded-ee ee:bg-tone/16 ee:text-tone-ink`}
        >
          <PageIcon name={card.icon} size={variant === 'popular' ? 30 : 26} />
        </span>
      )}
      <div className="ee:flex ee:min-w-0 ee:flex-1 ee:flex-col ee:gap-1">
        <h3 className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading">
          <bdi>{card.title}</bdi>
        </h3>
        <p className="ee:m-0 ee:text-[15px] ee:text-text">
          <bdi>{card.subtitle}</bdi>
        </p>
        <Link
          to={href}
          aria-label={t('help.readArticle', { title: card.title })}
          // 4 px more above and below for a finger (WCAG 2.2 2.5.8), taken from its margins.
          className={`${variant === 'popular' ? 'ee:self-center ee:mt-2' : 'ee:mt-1'} ee:-mb-1 ee:py-1 ee:inline-flex ee:items-center ee:gap-1 ee:rounded-ee ee:text-[15px] ee:font-medium ee:text-primary-ink ee:no-underline ee:hover:underline ee:focus-visible:outline-2 ee:focus-visible:outline-primary`}
        >
          {t('help.readMore')}
          <IconArrowRight aria-hidden size={16} className="ee:rtl:-scale-x-100" />
        </Link>
      </div>
    </Card>
  );
}
