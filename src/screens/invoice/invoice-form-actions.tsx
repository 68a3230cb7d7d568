import { IconDeviceFloppy, IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';

import { paidAmount, type Invoice } from '@/api/types/invoice';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withSegments } from '../paths';
import { useFormat } from '../shared/format';

export interface InvoiceFormActionsProps {
  /** The invoice changed; none for a new one. */
  invoice?: Invoice;
  saving: boolean;
}

/** The invoice form's side: save (or create), preview (or cancel), and what was already paid. */
export function InvoiceFormActions({ invoice, saving }: InvoiceFormActionsProps) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const paid = invoice ? paidAmount(invoice.payments) : 0;
  return (
    <aside
      className="ee:flex ee:flex-col ee:gap-6 ee:lg:sticky ee:lg:top-24"
      aria-label={t('form.actionsLabel')}
    >
      <Card className="ee:flex ee:flex-col ee:gap-3 ee:p-6">
        <Button
          type="submit"
          block
          loading={saving}
          startIcon={<IconDeviceFloppy aria-hidden size={18} />}
        >
          {invoice ? t('form.save') : t('form.create')}
        </Button>
        {invoice ? (
          <Link
            to={withSegments(paths.invoicePreview, invoice.id)}
            className={buttonVariants({ variant: 'tonal', color: 'secondary', block: true })}
          >
            <IconEye aria-hidden size={18} />
            {t('form.preview')}
          </Link>
        ) : (
          <Link
            to={paths.invoiceList}
            className={buttonVariants({ variant: 'tonal', color: 'secondary', block: true })}
          >
            {t('form.cancel')}
          </Link>
        )}
      </Card>
      {invoice && invoice.payments.length > 0 && (
        <Card className="ee:p-6 ee:text-[15px]">
          <p className="ee:m-0">{t('form.paymentsNote', { amount: f.money(paid) })}</p>
        </Card>
      )}
    </aside>
  );
}
