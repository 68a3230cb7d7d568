import { IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { EmptyState } from '@/components/feedback/empty-state';
import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { EmailReaderProps } from './email-reader';
import { EmailReaderBack } from './email-reader-back';

export type EmailReaderPlaceholderProps = Pick<EmailReaderProps, 'status' | 'viewName' | 'onBack'>;

/** The reading pane without an e-mail: a prompt to choose one, skeletons, or "not in this view". */
export function EmailReaderPlaceholder({ status, viewName, onBack }: EmailReaderPlaceholderProps) {
  const { t } = useKitTranslation(emailNs);
  const content: Record<Exclude<EmailReaderProps['status'], 'ready'>, ReactNode> = {
    choose: (
      <EmptyState
        icon={<IconMail aria-hidden />}
        title={t('reader.chooseTitle')}
        description={t('reader.chooseHint')}
        titleAs="h2"
        className="ee:m-auto"
      />
    ),
    loading: (
      <div aria-hidden className="ee:flex ee:flex-col ee:gap-4 ee:p-6">
        <Skeleton className="ee:h-6 ee:w-3/5" />
        <SkeletonText lines={5} />
      </div>
    ),
    notFound: (
      <EmptyState
        title={t('reader.notFoundTitle', { view: viewName })}
        description={t('reader.notFoundHint')}
        titleAs="h2"
        className="ee:m-auto"
      />
    ),
  };
  return (
    <div className="ee:flex ee:h-full ee:flex-col" aria-busy={status === 'loading' || undefined}>
      {status !== 'choose' && (
        <div className="ee:flex ee:items-center ee:border-b ee:border-line ee:px-4 ee:py-3 ee:@5xl:hidden">
          <EmailReaderBack onBack={onBack} />
        </div>
      )}
      <div className="ee:flex ee:flex-1 ee:p-6">
        {content[status === 'ready' ? 'notFound' : status]}
      </div>
    </div>
  );
}
