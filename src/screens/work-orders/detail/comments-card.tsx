import { z } from 'zod';

import { useAddWorkOrderComment } from '@/api/client/work-orders';
import { LIMITS, requiredText } from '@/api/contract/common';
import type { WorkOrder } from '@/api/types/work-orders';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { Textarea } from '@/components/form/textarea';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';

const commentForm = z.object({ text: requiredText(LIMITS.text, 'messageRequired') });

export interface CommentsCardProps {
  order: WorkOrder;
  /** May write: whoever may read the order and change orders (not the client). */
  canComment: boolean;
}

/** The notes people leave on the order, oldest first, and one more. */
export function CommentsCard({ order, canComment }: CommentsCardProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const fmt = useFormat();
  const add = useAddWorkOrderComment();
  const form = useZodForm(commentForm, { defaultValues: { text: '' } });
  const { submit, generalError } = useFormSubmit(form, {
    onSubmit: async ({ text }) => {
      await add.mutateAsync({ number: order.number, text });
      form.reset({ text: '' });
    },
  });
  return (
    <Card>
      <CardHeader title={t('detail.comments')} />
      <CardContent className="ee:flex ee:flex-col ee:gap-5">
        {order.comments.length === 0 ? (
          <p className="ee:m-0 ee:text-muted">{t('detail.noComments')}</p>
        ) : (
          <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-4 ee:p-0">
            {order.comments.map((comment) => (
              <li key={comment.id} className="ee:flex ee:gap-3">
                <Avatar name={comment.userName} alt="" />
                <div className="ee:min-w-0 ee:flex-1">
                  <div className="ee:flex ee:flex-wrap ee:items-baseline ee:gap-x-2">
                    <span className="ee:font-medium ee:text-heading">
                      <bdi>{comment.userName}</bdi>
                    </span>
                    <time dateTime={comment.at} className="ee:text-[13px] ee:text-muted">
                      {fmt.dateTime(comment.at)}
                    </time>
                  </div>
                  <p className="ee:m-0 ee:mt-1 ee:whitespace-pre-wrap">
                    <bdi>{comment.text}</bdi>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {canComment && (
          <form noValidate onSubmit={submit} className="ee:flex ee:flex-col ee:gap-3">
            <FormErrorBanner>{generalError}</FormErrorBanner>
            <Textarea
              label={t('detail.newComment')}
              rows={3}
              maxLength={LIMITS.text}
              error={form.formState.errors.text?.message}
              {...form.register('text')}
            />
            <div className="ee:flex ee:justify-end">
              <Button
                type="submit"
                variant="tonal"
                loading={form.formState.isSubmitting}
                className="ee:max-sm:w-full"
              >
                {t('detail.addComment')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
