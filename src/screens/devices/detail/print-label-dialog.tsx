import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { IconPrinter } from '@tabler/icons-react';
import type { DeviceDetail } from '../../../api/types/devices';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '../../../components/feedback/dialog';

export interface PrintLabelDialogProps {
  device: DeviceDetail;
  /** The link the QR code holds. */
  link: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// While printing, only the label is visible: everything else is hidden, the label is pinned
// to the page's top corner at its real size (a 62 mm label tape).
const PRINT_CSS = `@media print {
  @page { margin: 8mm; }
  body * { visibility: hidden !important; }
  [data-print-label], [data-print-label] * { visibility: visible !important; }
  [data-print-label] { position: fixed !important; inset: 0 auto auto 0 !important; box-shadow: none !important; }
}`;

/** A preview of the device's label (number, name, type, QR code) and a button that prints only it. */
export function PrintLabelDialog({ device, link, open, onOpenChange }: PrintLabelDialogProps) {
  const { t } = useTranslation('deviceDetail');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" title={t('label.title')} description={t('label.description')}>
        <DialogBody className="flex justify-center">
          <style>{PRINT_CSS}</style>
          <div
            data-print-label=""
            className="flex w-[62mm] items-center gap-3 rounded-[4px] border border-black bg-white p-3 text-black"
            aria-label={t('label.previewLabel', { number: device.number })}
            role="img"
          >
            <QRCodeSVG value={link} size={84} level="M" className="shrink-0" aria-hidden data-qr-value={link} />
            <div className="min-w-0 leading-tight">
              <div className="font-mono text-[16px] font-bold">{device.number}</div>
              <div className="mt-1 text-[12px] font-medium break-words">{device.name}</div>
              <div className="mt-1 text-[11px]">{t('header.typeLine', { code: device.type.code || device.typeCode, name: device.type.name || device.typeName })}</div>
            </div>
          </div>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="tonal" color="secondary">
              {t('actions.cancel')}
            </Button>
          </DialogClose>
          <Button startIcon={<IconPrinter aria-hidden size={18} />} onClick={() => window.print()}>
            {t('label.print')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
