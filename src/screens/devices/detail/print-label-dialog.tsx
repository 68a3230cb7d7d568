import { IconPrinter } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';

import type { DeviceDetail } from '@/api/types/devices';
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

/**
 * A preview of the device's label (number, name, type, QR code) and a button that prints only it.
 */
export function PrintLabelDialog({ device, link, open, onOpenChange }: PrintLabelDialogProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" title={t('label.title')} description={t('label.description')}>
        <DialogBody className="ee:flex ee:justify-center">
          <style>{PRINT_CSS}</style>
          <div
            data-print-label=""
            className="ee:flex ee:w-[62mm] ee:items-center ee:gap-3 ee:rounded-[4px] ee:border ee:border-black ee:bg-white ee:p-3 ee:text-black"
            aria-label={t('label.previewLabel', { number: device.number })}
            role="img"
          >
            <QRCodeSVG
              value={link}
              size={84}
              level="M"
              className="ee:shrink-0"
              aria-hidden
              data-qr-value={link}
            />
            <div className="ee:min-w-0 ee:leading-tight">
              <div className="ee:font-mono ee:text-[16px] ee:font-bold">{device.number}</div>
              <div className="ee:mt-1 ee:text-[12px] ee:font-medium ee:break-words">
                <bdi>{device.name}</bdi>
              </div>
              <div className="ee:mt-1 ee:text-[11px]">
                {t('header.typeLine', {
                  code: device.type.code || device.typeCode,
                  name: device.type.name || device.typeName,
                })}
              </div>
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
