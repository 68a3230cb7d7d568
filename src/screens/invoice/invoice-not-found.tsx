import { IconFileUnknown } from '@tabler/icons-react';
import { Link } from 'react-router';

import { EmptyState } from '@/components/feedback/empty-state';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths } from '../paths';
import { isolate } from '../shared/bidi';

export interface InvoiceNotFoundProps {
  /** The id that was asked for, as the address had it. */
  id: string;
  /** The API's message (SPEC §8: "No invoice found with this id"), in the reader's language. */
  message: string;
}

/** An invoice that does not exist (or no longer does): the API's words, and the ways on. */
export function InvoiceNotFound({ id, message }: InvoiceNotFoundProps) {
  const { t } = useKitTranslation(invoiceNs);
  const paths = useScreenPaths();
  return (
    <div className="ee:p-4 ee:sm:p-6">
      <h1 className="ee:sr-only">{t('notFound.pageTitle')}</h1>
      <Card className="ee:mx-auto ee:max-w-2xl">
        <EmptyState
          titleAs="h2"
          icon={<IconFileUnknown aria-hidden size={28} />}
          title={message}
          description={isolate((v) => t('notFound.hint', { id: v.id }), { id })}
          action={
            <>
              <Link to={paths.invoiceList} className={buttonVariants()}>
                {t('notFound.backToList')}
              </Link>
              <Link
                to={paths.invoiceAdd}
                className={buttonVariants({ variant: 'tonal', color: 'secondary' })}
              >
                {t('list.add')}
              </Link>
            </>
          }
        />
      </Card>
    </div>
  );
}
