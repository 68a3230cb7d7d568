import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';

import { useVoteHelpArticle } from '@/api/client/pages';
import type { HelpArticleFeedback } from '@/api/types/pages';
import { Button } from '@/components/ui/button';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';

export interface ArticleFeedbackProps {
  category: string;
  article: string;
  /** How readers found it so far, with this reader's own answer. */
  feedback: HelpArticleFeedback;
}

/**
 * "Was this helpful?" with Yes and No. The answer is recorded through the API; once it is, the
 * pressed button shows the reader's answer (also after a reload: the API remembers it) and a
 * thank-you with the counts. A failed save says so and can be tried again.
 */
export function ArticleFeedback({ category, article, feedback }: ArticleFeedbackProps) {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  const vote = useVoteHelpArticle();
  // The answer just saved, else the one the API remembers (none without a session).
  const mine = vote.isSuccess ? vote.variables.helpful : feedback.mine;
  const total = feedback.helpful + feedback.notHelpful;
  const send = (helpful: boolean) => vote.mutate({ category, article, helpful });
  const pending = vote.isPending ? vote.variables?.helpful : undefined;
  return (
    <section
      aria-labelledby="article-feedback-title"
      className="ee:flex ee:flex-col ee:gap-3 ee:border-t ee:border-line ee:pt-6"
    >
      <h2 id="article-feedback-title" className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading">
        {t('article.helpfulQuestion')}
      </h2>
      <div className="ee:flex ee:flex-wrap ee:gap-3">
        <Button
          variant={mine === true ? 'solid' : 'tonal'}
          color="success"
          startIcon={<IconThumbUp aria-hidden size={18} />}
          aria-pressed={mine === true}
          loading={pending === true}
          disabled={vote.isPending}
          onClick={() => send(true)}
        >
          {t('article.yes')}
        </Button>
        <Button
          variant={mine === false ? 'solid' : 'tonal'}
          color="secondary"
          startIcon={<IconThumbDown aria-hidden size={18} />}
          aria-pressed={mine === false}
          loading={pending === false}
          disabled={vote.isPending}
          onClick={() => send(false)}
        >
          {t('article.no')}
        </Button>
      </div>
      <div role="status" className="ee:flex ee:flex-col ee:gap-1 ee:text-[15px]">
        {mine !== null && (
          <p className="ee:tone-success ee:m-0 ee:font-medium ee:text-tone-ink">
            {mine ? t('article.thanksHelpful') : t('article.thanksNotHelpful')}
          </p>
        )}
        {total > 0 && (
          <p className="ee:m-0 ee:text-muted">
            {t('article.helpfulCount', {
              helpful: f.number(feedback.helpful),
              total: f.number(total),
            })}
          </p>
        )}
      </div>
      {vote.isError && (
        <p role="alert" className="ee:tone-error ee:m-0 ee:text-[15px] ee:text-tone-ink">
          {t('article.voteFailed', { message: vote.error.message })}
        </p>
      )}
    </section>
  );
}
