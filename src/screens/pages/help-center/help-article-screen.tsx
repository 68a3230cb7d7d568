import {
  IconArrowLeft,
  IconChevronRight,
  IconFileText,
  IconFileUnknown,
} from '@tabler/icons-react';
import { Link } from 'react-router';

import { useHelpArticle } from '@/api/client/pages';
import { ApiError } from '@/api/client/request';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { Page } from '@/components/layout/page';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { SafeHtml } from '@/components/ui/safe-html';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths } from '@/screens/paths';
import { useFormat } from '@/screens/shared/format';

import { ArticleFeedback } from './article-feedback';
import { helpArticleHref, helpCategoryHref } from './help-links';

export interface HelpArticleScreenProps {
  /** The category's slug (the route's `:category`). */
  category: string;
  /** The article's slug (the route's `:article`). */
  article: string;
}

function ArticleSkeleton() {
  return (
    <div
      aria-busy
      className="ee:grid ee:grid-cols-1 ee:gap-6 ee:lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <Card className="ee:flex ee:flex-col ee:gap-4 ee:p-6">
        <Skeleton className="ee:h-7 ee:w-2/3" />
        <Skeleton className="ee:w-40" />
        <SkeletonText lines={6} />
      </Card>
      <Card className="ee:flex ee:flex-col ee:gap-3 ee:p-6">
        <SkeletonText lines={5} />
      </Card>
    </div>
  );
}

/**
 * /pages/help-center/article/:category/:article: the article (title, last updated in the
 * reader's language, its sanitised HTML: hostile markup is inert), where it sits (help center ›
 * category), related articles, and "Was this helpful?". An unknown article says so and leads
 * back to the help center.
 */
export function HelpArticleScreen({ category, article }: HelpArticleScreenProps) {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const query = useHelpArticle({ category, article });
  const data = query.data;

  const backLink = (
    <Link
      to={paths.helpCenter}
      className={buttonVariants({ variant: 'tonal', className: 'ee:no-underline' })}
    >
      <IconArrowLeft aria-hidden size={18} className="ee:rtl:-scale-x-100" />
      {t('article.backToHelp')}
    </Link>
  );

  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="ee:p-4 ee:sm:p-6">
        <h1 className="ee:sr-only">{t('article.helpCenter')}</h1>
        <Card>
          {missing ? (
            <EmptyState
              titleAs="h2"
              icon={<IconFileUnknown aria-hidden size={28} />}
              title={t('article.notFoundTitle')}
              description={t('article.notFoundHint')}
              action={backLink}
            />
          ) : (
            <ErrorState
              titleAs="h2"
              title={t('article.errorTitle')}
              message={query.error.message}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          )}
        </Card>
      </div>
    );
  }

  return (
    <Page>
      <nav aria-label={t('article.breadcrumb')}>
        <ol className="ee:m-0 ee:flex ee:list-none ee:flex-wrap ee:items-center ee:gap-1.5 ee:p-0 ee:text-[15px]">
          <li>
            <Link
              to={paths.helpCenter}
              className="ee:tap-target ee:text-primary-ink ee:no-underline ee:hover:underline"
            >
              {t('article.helpCenter')}
            </Link>
          </li>
          <li aria-hidden>
            <IconChevronRight size={16} className="ee:text-muted ee:rtl:-scale-x-100" />
          </li>
          <li>
            {data ? (
              <Link
                to={helpCategoryHref(paths, data.category)}
                className="ee:tap-target ee:text-primary-ink ee:no-underline ee:hover:underline"
              >
                <bdi>{data.categoryTitle}</bdi>
              </Link>
            ) : (
              <Skeleton className="ee:w-24" />
            )}
          </li>
        </ol>
      </nav>
      {!data ? (
        <ArticleSkeleton />
      ) : (
        <div className="ee:grid ee:grid-cols-1 ee:items-start ee:gap-6 ee:lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Card>
            <article className="ee:flex ee:flex-col ee:gap-5 ee:p-6">
              <header className="ee:flex ee:flex-col ee:gap-1">
                <h1 className="ee:m-0 ee:text-2xl ee:font-medium ee:leading-tight ee:text-heading">
                  <bdi>{data.title}</bdi>
                </h1>
                <p className="ee:m-0 ee:text-[13px] ee:text-muted">
                  {t('article.updated')}{' '}
                  <time dateTime={data.lastUpdated}>{f.date(data.lastUpdated)}</time>
                </p>
              </header>
              <SafeHtml html={data.productContent} dir="auto" />
              {data.productImg && (
                <img src={data.productImg} alt="" className="ee:max-w-full ee:rounded-ee" />
              )}
              <SafeHtml html={data.checkoutContent} dir="auto" />
              {data.checkoutImg && (
                <img src={data.checkoutImg} alt="" className="ee:max-w-full ee:rounded-ee" />
              )}
              <ArticleFeedback
                key={`${data.category}/${data.slug}`}
                category={data.category}
                article={data.slug}
                feedback={data.feedback}
              />
            </article>
          </Card>
          <Card>
            <CardHeader title={t('article.related')} titleAs="h2" />
            <CardContent>
              {data.articleList.length === 0 ? (
                <p className="ee:m-0 ee:text-[15px] ee:text-muted">{t('article.noRelated')}</p>
              ) : (
                <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-3 ee:p-0">
                  {data.articleList.map((link) => (
                    <li key={`${link.category}/${link.slug}`}>
                      <Link
                        to={helpArticleHref(paths, link.category, link.slug)}
                        className="ee:group ee:tap-target ee:flex ee:items-start ee:gap-2 ee:text-[15px] ee:text-text ee:no-underline ee:hover:text-primary-ink ee:focus-visible:outline-2 ee:focus-visible:outline-primary"
                      >
                        <IconFileText
                          aria-hidden
                          size={18}
                          className="ee:mt-0.5 ee:shrink-0 ee:text-muted ee:group-hover:text-primary-ink"
                        />
                        <bdi className="ee:min-w-0">{link.title}</bdi>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </Page>
  );
}
