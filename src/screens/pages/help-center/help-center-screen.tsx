import { IconHelpCircle } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';

import { useHelpCenter } from '@/api/client/pages';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths } from '@/screens/paths';

import { PageHero } from '../shared/page-hero';
import { useUrlText } from '../shared/use-url-text';
import { HelpArticleCard } from './help-article-card';
import { HelpCategoryCard } from './help-category-card';
import { HelpSearchResults, searchHelpArticles } from './help-search-results';

/** The help center reads its search from the URL (`?q=`); it takes no props. */
export type HelpCenterScreenProps = Record<string, never>;

function Section({
  title,
  subtitle,
  id,
  children,
}: {
  title: string;
  subtitle?: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="ee:flex ee:flex-col ee:gap-4">
      <div className="ee:text-center">
        <h2 id={id} className="ee:m-0 ee:text-xl ee:font-medium ee:text-heading">
          {title}
        </h2>
        {subtitle && <p className="ee:m-0 ee:mt-1 ee:text-[15px] ee:text-muted">{subtitle}</p>}
      </div>
      {children}
    </section>
  );
}

function CardsSkeleton({ count, height }: { count: number; height: string }) {
  return (
    <div aria-hidden className="ee:grid ee:grid-cols-1 ee:gap-6 ee:md:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className={`ee:flex ee:flex-col ee:gap-3 ee:p-6 ${height}`}>
          <Skeleton className="ee:size-12 ee:rounded-ee" />
          <SkeletonText lines={3} />
        </Card>
      ))}
    </div>
  );
}

/**
 * /pages/help-center: a banner with a search over the articles (`?q=` in the URL), the popular
 * articles, the knowledge base by category (each with its icon and "see all"), articles to keep
 * learning, and a way on to the FAQ.
 */
export function HelpCenterScreen(_props: HelpCenterScreenProps) {
  const { t } = useKitTranslation(pagesNs);
  const paths = useScreenPaths();
  const [q, setQ] = useUrlText('q');
  const help = useHelpCenter();
  const data = help.data;
  const hits = useMemo(() => (data && q ? searchHelpArticles(data.allArticles, q) : []), [data, q]);

  let body;
  if (help.isError) {
    body = (
      <Card>
        <ErrorState
          titleAs="h2"
          title={t('help.errorTitle')}
          message={help.error.message}
          onRetry={() => void help.refetch()}
          retrying={help.isFetching}
        />
      </Card>
    );
  } else if (!data) {
    body = (
      <div aria-busy className="ee:flex ee:flex-col ee:gap-10">
        <span className="ee:sr-only">{t('help.loading')}</span>
        <CardsSkeleton count={3} height="ee:h-56" />
        <CardsSkeleton count={6} height="ee:h-48" />
      </div>
    );
  } else if (q) {
    body = <HelpSearchResults q={q} hits={hits} onClear={() => setQ('')} />;
  } else if (
    data.allArticles.length === 0 &&
    data.popularArticles.length === 0 &&
    data.keepLearning.length === 0
  ) {
    body = (
      <Card>
        <EmptyState titleAs="h2" title={t('help.noneTitle')} description={t('help.noneHint')} />
      </Card>
    );
  } else {
    body = (
      <div className="ee:flex ee:flex-col ee:gap-12">
        {data.popularArticles.length > 0 && (
          <Section id="help-popular" title={t('help.popular')}>
            <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:md:grid-cols-3">
              {data.popularArticles.map((card) => (
                <HelpArticleCard
                  key={`${card.category}/${card.slug}`}
                  card={card}
                  variant="popular"
                />
              ))}
            </div>
          </Section>
        )}
        {data.allArticles.length > 0 && (
          <Section
            id="help-knowledge"
            title={t('help.knowledgeBase')}
            subtitle={t('help.knowledgeBaseHint')}
          >
            <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:md:grid-cols-2 ee:xl:grid-cols-3">
              {data.allArticles.map((category) => (
                <HelpCategoryCard key={category.slug} category={category} />
              ))}
            </div>
          </Section>
        )}
        {data.keepLearning.length > 0 && (
          <Section id="help-learn" title={t('help.keepLearning')}>
            <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:md:grid-cols-3">
              {data.keepLearning.map((card) => (
                <HelpArticleCard
                  key={`${card.category}/${card.slug}`}
                  card={card}
                  variant="learn"
                />
              ))}
            </div>
          </Section>
        )}
      </div>
    );
  }

  return (
    <div className="ee:flex ee:flex-col ee:gap-10 ee:p-4 ee:sm:p-6">
      <PageHero
        title={t('help.title')}
        subtitle={t('help.subtitle')}
        search={q}
        onSearch={setQ}
        searchLabel={t('help.searchLabel')}
        searchPlaceholder={t('help.searchPlaceholder')}
      />
      {body}
      <section
        aria-labelledby="help-still"
        className="ee:flex ee:flex-col ee:items-center ee:gap-3 ee:rounded-ee-lg ee:bg-primary/10 ee:px-6 ee:py-10 ee:text-center"
      >
        <IconHelpCircle aria-hidden size={36} className="ee:text-primary-ink" />
        <h2 id="help-still" className="ee:m-0 ee:text-xl ee:font-medium ee:text-heading">
          {t('help.stillTitle')}
        </h2>
        <p className="ee:m-0 ee:max-w-lg ee:text-[15px] ee:text-heading">{t('help.stillHint')}</p>
        <Link to={paths.faq} className={buttonVariants({ className: 'ee:mt-2 ee:no-underline' })}>
          {t('help.toFaq')}
        </Link>
      </section>
    </div>
  );
}
