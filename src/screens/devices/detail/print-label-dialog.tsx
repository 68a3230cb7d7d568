import { QRCodeSVG } from 'qrcode.react';

import type { DeviceDetail } from '@/api/types/devices';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { LabelPrintDialog } from './label-print-dialog';

export interface PrintLabelDialogProps {
  device: DeviceDetail;
  /** The link the QR code holds. */
  link: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A preview of the device's label (number, name, type, QR code; a 62 mm label tape) and a button
 * that prints only it.
 */
export function PrintLabelDialog({ device, link, open, onOpenChange }: PrintLabelDialogProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  return (
    <LabelPrintDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('label.title')}
      description={t('label.description')}
      printLabel={t('label.print')}
    >
      <div
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
    </LabelPrintDialog>
  );
}
