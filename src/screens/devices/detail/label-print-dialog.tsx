import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '@/components/feedback/dialog';
import { Button } from '@/components/ui/button';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export interface LabelPrintDialogProps {
  title: string;
  description: string;
  /** The label as it prints: drawn at its real size in millimetres. */
  children: ReactNode;
  /** The print button's text. */
  printLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  size?: 'sm' | 'md';
}

// While printing, only the label is visible: everything else is hidden, the label is pinned
// to the page's top corner at its real size.
const PRINT_CSS = `@media print {
  @page { margin: 8mm; }
  body * { visibility: hidden !important; }
  [data-print-label], [data-print-label] * { visibility: visible !important; }
  [data-print-label] { position: fixed !important; inset: 0 auto auto 0 !important; box-shadow: none !important; }
}`;

/**
 * The one way a device's label is printed (the QR label, the arc-flash label): a preview of the
 * label and a button printing only it, through the browser's print.
 */
export function LabelPrintDialog({
  title,
  description,
  children,
  printLabel,
  open,
  onOpenChange,
  size = 'sm',
}: LabelPrintDialogProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size={size} title={title} description={description}>
        <DialogBody className="ee:flex ee:justify-center">
          <style>{PRINT_CSS}</style>
          <div data-print-label="">{children}</div>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="tonal" color="secondary">
              {t('actions.cancel')}
            </Button>
          </DialogClose>
          <Button startIcon={<IconPrinter aria-hidden size={18} />} onClick={() => window.print()}>
            {printLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
