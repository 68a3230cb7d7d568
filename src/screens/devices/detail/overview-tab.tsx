import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { DeviceDetail } from '@/api/types/devices';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';
import { daysUntil, useFormat } from '@/screens/shared/format';
import { TextLine } from '@/screens/shared/text-line';

import { CategoryChip } from '../shared/category-chip';
import { ArcFlashCard } from './arc-flash/arc-flash-card';

function Item({
  label,
  children,
  className,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('ee:flex ee:min-w-0 ee:flex-col ee:gap-0.5', className)}>
      <dt className="ee:text-[13px] ee:text-muted">{label}</dt>
      <dd className="ee:m-0 ee:min-w-0 ee:text-[15px] ee:break-words ee:text-heading">
        {children}
      </dd>
    </div>
  );
}

export interface OverviewTabProps {
  device: DeviceDetail;
  /** `{detailPath}?number=…` for the devices it sits in or holds. */
  detailPath: string;
}

/**
 * Details, dates (with the next inspection and whether it is overdue), nameplate, notes and the
 * arc-flash study.
 */
export function OverviewTab({ device, detailPath }: OverviewTabProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const { t: td } = useKitTranslation(devicesNs);
  const fmt = useFormat();
  const dash = '—';
  const date = (v: string | null) => (v ? fmt.date(v) : dash);
  // What people typed keeps its own direction next to the page's.
  const typed = (v: string) => (v ? <bdi>{v}</bdi> : dash);
  const deviceLink = (n: string) => (
    <Link
      key={n}
      to={`${detailPath}?number=${encodeURIComponent(n)}`}
      className="ee:tap-target ee:font-medium ee:text-primary-ink ee:no-underline ee:hover:underline"
    >
      {n}
    </Link>
  );
  const next = device.nextInspection;
  const days = next ? daysUntil(next) : null;
  const fields = device.type.nameplateFields;

  return (
    <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:lg:grid-cols-2">
      <Card>
        <CardHeader title={t('overview.details')} titleAs="h2" />
        <CardContent>
          <dl className="ee:m-0 ee:grid ee:gap-x-6 ee:gap-y-4 ee:sm:grid-cols-2">
            <Item label={td('fields.type')}>
              <span className="ee:flex ee:flex-wrap ee:items-center ee:gap-2">
                <bdi>{device.type.name || device.typeName}</bdi>
                <CategoryChip category={device.type.category} />
              </span>
            </Item>
            <Item label={td('fields.model')}>{typed(device.model)}</Item>
            <Item label={td('fields.manufacturer')}>{typed(device.manufacturer)}</Item>
            <Item label={td('fields.serialNumber')}>{typed(device.serialNumber)}</Item>
            <Item label={td('fields.location')}>{typed(device.locationName)}</Item>
            <Item label={td('fields.responsible')}>{typed(device.responsible)}</Item>
            <Item label={td('fields.parentNumber')}>
              {device.parentNumber ? deviceLink(device.parentNumber) : dash}
            </Item>
            <Item label={t('overview.contains')}>
              {device.childNumbers.length ? (
                <span className="ee:flex ee:flex-wrap ee:gap-x-3 ee:gap-y-1">
                  {device.childNumbers.map(deviceLink)}
                </span>
              ) : (
                dash
              )}
            </Item>
            <Item label={td('fields.tags')} className="ee:sm:col-span-2">
              {device.tags.length ? (
                <span className="ee:flex ee:flex-wrap ee:gap-1.5">
                  {device.tags.map((tag) => (
                    <Chip key={tag} color="secondary">
                      <bdi>{tag}</bdi>
                    </Chip>
                  ))}
                </span>
              ) : (
                dash
              )}
            </Item>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader title={t('overview.dates')} titleAs="h2" />
        <CardContent>
          <dl className="ee:m-0 ee:grid ee:gap-x-6 ee:gap-y-4 ee:sm:grid-cols-2">
            <Item label={td('fields.installDate')}>{date(device.installDate)}</Item>
            <Item label={td('fields.commissionDate')}>{date(device.commissionDate)}</Item>
            <Item label={td('fields.warrantyUntil')}>{date(device.warrantyUntil)}</Item>
            <Item label={td('fields.lastInspection')}>{date(device.lastInspection)}</Item>
            <Item label={td('fields.nextInspection')} className="ee:sm:col-span-2">
              <span
                className="ee:flex ee:flex-wrap ee:items-center ee:gap-2"
                data-testid="next-inspection"
              >
                <span>{next ? fmt.date(next) : td('notScheduled')}</span>
                {device.overdue ? (
                  <Chip color="error">{td('overdue')}</Chip>
                ) : days !== null ? (
                  <Chip color={days <= 30 ? 'warning' : 'success'}>{fmt.relativeDays(days)}</Chip>
                ) : null}
              </span>
            </Item>
            <Item label={t('overview.interval')}>
              {fmt.days(device.type.inspectionIntervalDays)}
            </Item>
            <Item label={t('overview.updated')}>{fmt.dateTime(device.updatedAt)}</Item>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader title={td('nameplate.title')} titleAs="h2" />
        <CardContent>
          {fields.length === 0 ? (
            <p className="ee:m-0 ee:text-[15px] ee:text-muted">{t('overview.noNameplate')}</p>
          ) : (
            <dl className="ee:m-0 ee:grid ee:gap-x-6 ee:gap-y-4 ee:sm:grid-cols-2">
              {fields.map((f) => {
                const v = device.nameplate[f];
                return (
                  <Item key={f} label={td(`nameplate.${f}`)}>
                    {v === undefined || v === '' ? (
                      dash
                    ) : typeof v === 'number' ? (
                      fmt.number(v)
                    ) : (
                      <bdi>{v}</bdi>
                    )}
                  </Item>
                );
              })}
            </dl>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader title={td('fields.notes')} titleAs="h2" />
        <CardContent>
          {device.notes ? (
            <TextLine className="ee:text-[15px] ee:whitespace-pre-line ee:text-text">
              {device.notes}
            </TextLine>
          ) : (
            <p className="ee:m-0 ee:text-[15px] ee:text-text">{t('overview.noNotes')}</p>
          )}
          <dl className="ee:m-0 ee:mt-6 ee:grid ee:gap-x-6 ee:gap-y-4 ee:sm:grid-cols-2">
            {/* A value with its unit stays one piece: "90 °C", not "C° 90", in rtl. */}
            <Item label={t('overview.thresholdTemp')}>
              <bdi>{`${fmt.number(device.type.thresholds.maxTemperatureC)} °C`}</bdi>
            </Item>
            <Item label={t('overview.thresholdLoad')}>
              <bdi>{`${fmt.number(device.type.thresholds.maxLoadPercent)} %`}</bdi>
            </Item>
          </dl>
        </CardContent>
      </Card>

      <ArcFlashCard device={device} />
    </div>
  );
}
