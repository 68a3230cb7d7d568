import { Chip } from '@/components/ui/chip';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';

export interface BalanceChipProps {
  /** What is still owed; 0 when settled, negative when overpaid. */
  balance: number;
}

/**
 * An invoice's balance: the amount owed, a "Paid" chip when nothing is, and a credit chip when
 * the client paid more than the total (a negative balance reads as money they have with us).
 */
export function BalanceChip({ balance }: BalanceChipProps) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  if (balance === 0) return <Chip color="success">{t('balance.paid')}</Chip>;
  if (balance < 0)
    return <Chip color="info">{t('balance.credit', { amount: f.money(-balance) })}</Chip>;
  return (
    <span className="ee:whitespace-nowrap ee:font-medium ee:text-heading ee:tabular-nums">
      {f.money(balance)}
    </span>
  );
}
