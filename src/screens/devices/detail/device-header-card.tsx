import {
  IconCalendarPlus,
  IconChevronRight,
  IconPencil,
  IconPrinter,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { Link } from 'react-router';

import type { DeviceDetail } from '@/api/types/devices';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { isolate } from '@/screens/shared/bidi';
import { DeviceStatusChip } from '@/screens/shared/device-status-chip';
import { useFormat } from '@/screens/shared/format';
import { ComplianceReportButton } from '@/screens/shared/reports/compliance-report-button';

import { ConditionBadge } from '../shared/condition-badge';
import { DeletedChip } from '../shared/deleted-chip';

export type DeviceAction = 'edit' | 'status' | 'maintenance' | 'delete' | 'print';

export interface DeviceHeaderCardProps {
  device: DeviceDetail;
  /** The link the QR code holds (the detail page's own address). */
  link: string;
  /** Path of the location page; breadcrumb steps link to `{locationPath}?location=ID`. */
  locationPath: string;
  onAction: (action: DeviceAction) => void;
}

/**
 * Number, name, type, status, condition, where it is, its QR code and the actions (none for a
 * deleted device: it is read, not changed).
 */
export function DeviceHeaderCard({ device, link, locationPath, onAction }: DeviceHeaderCardProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const { t: td } = useKitTranslation(devicesNs);
  const fmt = useFormat();
  return (
    <Card className="ee:flex ee:flex-col ee:gap-6 ee:p-6 ee:md:flex-row">
      <div className="ee:flex ee:min-w-0 ee:flex-1 ee:flex-col ee:gap-4">
        <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-3">
          <span className="ee:tone-primary ee:rounded-ee ee:bg-tone/16 ee:px-3 ee:py-1 ee:font-mono ee:text-[15px] ee:font-semibold ee:tracking-wide ee:text-tone-ink">
            {device.number}
          </span>
          {device.deletedAt ? (
            <DeletedChip device={device} t={td} f={fmt} />
          ) : (
            <DeviceStatusChip status={device.status} />
          )}
          <ConditionBadge grade={device.condition} />
        </div>
        <div>
          <h1 className="ee:m-0 ee:text-2xl ee:font-medium ee:leading-tight ee:text-heading">
            <bdi>{device.name}</bdi>
          </h1>
          <p className="ee:m-0 ee:mt-1 ee:text-[15px] ee:text-muted">
            {isolate((v) => t('header.typeLine', { code: v.code, name: v.name }), {
              code: device.type.code || device.typeCode,
              name: device.type.name || device.typeName,
            })}
            {device.model && (
              <>
                {' · '}
                <bdi>{device.model}</bdi>
              </>
            )}
            {device.manufacturer && (
              <>
                {' · '}
                <bdi>{device.manufacturer}</bdi>
              </>
            )}
          </p>
        </div>
        <nav aria-label={t('header.locationLabel')}>
          <ol className="ee:m-0 ee:flex ee:list-none ee:flex-wrap ee:items-center ee:gap-1 ee:p-0 ee:text-[15px]">
            {device.locationPath.length > 0
              ? device.locationPath.map((p, i) => (
                  <li key={p.id} className="ee:flex ee:items-center ee:gap-1">
                    {i > 0 && (
                      <IconChevronRight
                        aria-hidden
                        size={16}
                        className="ee:text-muted ee:rtl:-scale-x-100"
                      />
                    )}
                    <Link
                      to={`${locationPath}?location=${p.id}`}
                      className="ee:tap-target ee:text-primary-ink ee:no-underline ee:hover:underline"
                    >
                      <bdi>{p.name}</bdi>
                    </Link>
                  </li>
                ))
              : // A deleted device: where it was, by name (the location may be gone), not linked.
                device.locationNames.map((name, i) => (
                  <li key={i} className="ee:flex ee:items-center ee:gap-1 ee:text-text">
                    {i > 0 && (
                      <IconChevronRight
                        aria-hidden
                        size={16}
                        className="ee:text-muted ee:rtl:-scale-x-100"
                      />
                    )}
                    <bdi>{name}</bdi>
                  </li>
                ))}
          </ol>
        </nav>
        {!device.deletedAt && (
          <div className="ee:mt-auto ee:flex ee:flex-wrap ee:gap-2">
            <Button
              size="sm"
              startIcon={<IconPencil aria-hidden size={16} />}
              onClick={() => onAction('edit')}
            >
              {t('actions.edit')}
            </Button>
            <Button
              size="sm"
              variant="tonal"
              startIcon={<IconRefresh aria-hidden size={16} />}
              onClick={() => onAction('status')}
            >
              {t('actions.changeStatus')}
            </Button>
            <Button
              size="sm"
              variant="tonal"
              color="info"
              startIcon={<IconCalendarPlus aria-hidden size={16} />}
              onClick={() => onAction('maintenance')}
            >
              {t('actions.schedule')}
            </Button>
            <Button
              size="sm"
              variant="tonal"
              color="secondary"
              startIcon={<IconPrinter aria-hidden size={16} />}
              onClick={() => onAction('print')}
            >
              {t('actions.printLabel')}
            </Button>
            <ComplianceReportButton number={device.number} />
            <Button
              size="sm"
              variant="tonal"
              color="error"
              startIcon={<IconTrash aria-hidden size={16} />}
              onClick={() => onAction('delete')}
            >
              {t('actions.delete')}
            </Button>
          </div>
        )}
      </div>
      <figure className="ee:m-0 ee:flex ee:shrink-0 ee:flex-col ee:items-center ee:gap-2 ee:self-center ee:md:self-start">
        <div className="ee:rounded-ee ee:border ee:border-line ee:bg-white ee:p-2">
          {/* data-qr-value: what the code encodes, readable by tests and tools without decoding pixels. */}
          <QRCodeSVG
            value={link}
            size={112}
            level="M"
            role="img"
            aria-label={t('header.qrLabel', { number: device.number })}
            data-qr-value={link}
          />
        </div>
        <figcaption className="ee:max-w-[140px] ee:text-center ee:text-[12px] ee:text-muted">
          {t('header.qrCaption')}
        </figcaption>
      </figure>
    </Card>
  );
}
