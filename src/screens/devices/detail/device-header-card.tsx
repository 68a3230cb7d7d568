import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QRCodeSVG } from 'qrcode.react';
import { IconCalendarPlus, IconChevronRight, IconPencil, IconPrinter, IconRefresh, IconTrash } from '@tabler/icons-react';
import type { DeviceDetail } from '../../../api/types/devices';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DeviceStatusChip } from '../shared/device-status-chip';
import { ConditionBadge } from '../shared/condition-badge';

export type DeviceAction = 'edit' | 'status' | 'maintenance' | 'delete' | 'print';

export interface DeviceHeaderCardProps {
  device: DeviceDetail;
  /** The link the QR code holds (the detail page's own address). */
  link: string;
  /** Path of the location page; breadcrumb steps link to `{locationPath}?location=ID`. */
  locationPath: string;
  onAction: (action: DeviceAction) => void;
}

/** Number, name, type, status, condition, where it is, its QR code and the actions. */
export function DeviceHeaderCard({ device, link, locationPath, onAction }: DeviceHeaderCardProps) {
  const { t } = useTranslation('deviceDetail');
  return (
    <Card className="flex flex-col gap-6 p-6 md:flex-row">
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <span className="tone-primary rounded-ee bg-tone/16 px-3 py-1 font-mono text-[15px] font-semibold tracking-wide text-tone-ink">{device.number}</span>
          <DeviceStatusChip status={device.status} />
          <ConditionBadge grade={device.condition} />
        </div>
        <div>
          <h1 className="m-0 text-2xl font-medium leading-tight text-heading">{device.name}</h1>
          <p className="m-0 mt-1 text-[15px] text-muted">
            {t('header.typeLine', { code: device.type.code || device.typeCode, name: device.type.name || device.typeName })}
            {device.model ? ` · ${device.model}` : ''}
            {device.manufacturer ? ` · ${device.manufacturer}` : ''}
          </p>
        </div>
        <nav aria-label={t('header.locationLabel')}>
          <ol className="m-0 flex list-none flex-wrap items-center gap-1 p-0 text-[15px]">
            {device.locationPath.map((p, i) => (
              <li key={p.id} className="flex items-center gap-1">
                {i > 0 && <IconChevronRight aria-hidden size={16} className="text-muted rtl:-scale-x-100" />}
                <Link to={`${locationPath}?location=${p.id}`} className="text-primary-ink no-underline hover:underline">
                  <bdi>{p.name}</bdi>
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-auto flex flex-wrap gap-2">
          <Button size="sm" startIcon={<IconPencil aria-hidden size={16} />} onClick={() => onAction('edit')}>
            {t('actions.edit')}
          </Button>
          <Button size="sm" variant="tonal" startIcon={<IconRefresh aria-hidden size={16} />} onClick={() => onAction('status')}>
            {t('actions.changeStatus')}
          </Button>
          <Button size="sm" variant="tonal" color="info" startIcon={<IconCalendarPlus aria-hidden size={16} />} onClick={() => onAction('maintenance')}>
            {t('actions.schedule')}
          </Button>
          <Button size="sm" variant="tonal" color="secondary" startIcon={<IconPrinter aria-hidden size={16} />} onClick={() => onAction('print')}>
            {t('actions.printLabel')}
          </Button>
          <Button size="sm" variant="tonal" color="error" startIcon={<IconTrash aria-hidden size={16} />} onClick={() => onAction('delete')}>
            {t('actions.delete')}
          </Button>
        </div>
      </div>
      <figure className="m-0 flex shrink-0 flex-col items-center gap-2 self-center md:self-start">
        <div className="rounded-ee border border-line bg-white p-2">
          {/* data-qr-value: what the code encodes, readable by tests and tools without decoding pixels. */}
          <QRCodeSVG value={link} size={112} level="M" role="img" aria-label={t('header.qrLabel', { number: device.number })} data-qr-value={link} />
        </div>
        <figcaption className="max-w-[140px] text-center text-[12px] text-muted">{t('header.qrCaption')}</figcaption>
      </figure>
    </Card>
  );
}
