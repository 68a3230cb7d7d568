import {
  IconCurrencyDollar,
  IconDownload,
  IconPencil,
  IconPrinter,
  IconSend,
} from '@tabler/icons-react';
import { Link } from 'react-router';

import type { Invoice } from '@/api/types/invoice';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withSegments } from '../paths';

export interface InvoicePreviewActionsProps {
  invoice: Invoice;
  /** Its PDF is being made. */
  downloading: boolean;
  onSend: () => void;
  onDownload: () => void;
  onAddPayment: () => void;
}

/**
 * What can be done with the invoice shown: send, download, print, edit, record a payment (if it
 * owes).
 */
export function InvoicePreviewActions({
  invoice,
  downloading,
  onSend,
  onDownload,
  onAddPayment,
}: InvoicePreviewActionsProps) {
  const { t } = useKitTranslation(invoiceNs);
  const paths = useScreenPaths();
  const owes = invoice.balance > 0;
  return (
    <Card className="ee:flex ee:flex-col ee:gap-3 ee:p-6">
      <Button block startIcon={<IconSend aria-hidden size={18} />} onClick={onSend}>
        {t('preview.send')}
      </Button>
      <Button
        block
        variant="tonal"
        color="secondary"
        startIcon={<IconDownload aria-hidden size={18} />}
        loading={downloading}
        onClick={onDownload}
      >
        {t('preview.download')}
      </Button>
      <div className="ee:grid ee:grid-cols-2 ee:gap-3">
        <Button
          variant="tonal"
          color="secondary"
          startIcon={<IconPrinter aria-hidden size={18} />}
          onClick={() => window.print()}
        >
          {t('preview.print')}
        </Button>
        <Link
          to={withSegments(paths.invoiceEdit, invoice.id)}
          className={buttonVariants({ variant: 'tonal', color: 'secondary' })}
        >
          <IconPencil aria-hidden size={18} />
          {t('preview.edit')}
        </Link>
      </div>
      <Button
        block
        color="success"
        startIcon={<IconCurrencyDollar aria-hidden size={18} />}
        disabled={!owes}
        onClick={onAddPayment}
      >
        {t('preview.addPayment')}
      </Button>
      {!owes && (
        <p className="ee:m-0 ee:text-center ee:text-[13px] ee:text-muted">
          {t('preview.nothingOwed')}
        </p>
      )}
    </Card>
  );
}
