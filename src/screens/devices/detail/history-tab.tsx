import type { ReactNode } from 'react';
import { IconActivity, IconCirclePlus, IconClipboardCheck, IconPencil, IconTool, IconTrash } from '@tabler/icons-react';
import { useDeviceHistory } from '../../../api/client/devices';
import { DEVICE_STATUSES, MAINTENANCE_KINDS, MAINTENANCE_STATUSES, type HistoryAction, type HistoryValue } from '../../../api/types/devices';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { SkeletonText } from '../../../components/feedback/skeleton';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../shared/format';
import { isolate } from '../../shared/bidi';
import { useKitTranslation } from '../../../i18n/use-kit-translation';
import { devicesNs } from '../../../i18n/ns/devices';
import { deviceDetailNs } from '../../../i18n/ns/deviceDetail';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isOneOf = <T extends string>(list: readonly T[], v: string): v is T => (list as readonly string[]).includes(v);

const actionIcon: Record<HistoryAction, typeof IconPencil> = {
  created: IconCirclePlus,
  updated: IconPencil,
  status_changed: IconActivity,
  maintenance_added: IconTool,
  inspection_done: IconClipboardCheck,
  deleted: IconTrash,
};
const actionTone: Record<HistoryAction, string> = {
  created: 'ee:tone-success',
  updated: 'ee:tone-primary',
  status_changed: 'ee:tone-warning',
  maintenance_added: 'ee:tone-info',
  inspection_done: 'ee:tone-success',
  deleted: 'ee:tone-error',
};

/** Who changed what and when, newest first, as a timeline. */
export function HistoryTab({ number }: { number: string }) {
  const { t } = useKitTranslation(deviceDetailNs);
  const { t: td } = useKitTranslation(devicesNs);
  const fmt = useFormat();
  const query = useDeviceHistory(number, { itemsPerPage: -1 });
  // Field names come as keys of the device (nameplate ones as `nameplate.x`): the register's labels.
  // A key the catalogue lacks answers '' (its default), so the raw name shows instead.
  const field = (name: string) =>
    td(`fields.${name}` as 'fields.name', { defaultValue: '' }) || (name.startsWith('nameplate.') && td(name as 'nameplate.phases', { defaultValue: '' })) || name;
  // Values as the rest of the page shows them: dates in the reader's language, codes as words,
  // numbers with the locale's digits, and what people typed in its own direction.
  const value = (action: HistoryAction, name: string, v: HistoryValue): ReactNode => {
    if (v === null || v === '') return '—';
    if (typeof v === 'number') return fmt.number(v);
    if (typeof v === 'boolean') return String(v);
    if (ISO_DATE.test(v)) return fmt.date(v);
    if (ISO_DATE_TIME.test(v)) return fmt.dateTime(v);
    if (action === 'maintenance_added' && name === 'kind' && isOneOf(MAINTENANCE_KINDS, v)) return t(`maintenance.kinds.${v}`);
    if (action === 'maintenance_added' && name === 'status' && isOneOf(MAINTENANCE_STATUSES, v)) return t(`maintenance.statuses.${v}`);
    if (name === 'status' && isOneOf(DEVICE_STATUSES, v)) return td(`status.${v}`);
    return <bdi>{v}</bdi>;
  };

  return (
    <Card>
      <CardHeader titleAs="h2" title={t('history.title')} subtitle={t('history.subtitle')} />
      <CardContent>
        {query.isError ? (
          <ErrorState title={t('history.error')} message={query.error.message} onRetry={() => query.refetch()} />
        ) : !query.data ? (
          <SkeletonText lines={6} />
        ) : query.data.entries.length === 0 ? (
          <EmptyState title={t('history.emptyTitle')} />
        ) : (
          <ol className="ee:m-0 ee:list-none ee:p-0">
            {query.data.entries.map((e, i) => {
              const Icon = actionIcon[e.action] ?? IconPencil;
              const last = i === query.data.entries.length - 1;
              return (
                <li key={e.id} className="ee:relative ee:flex ee:gap-4 ee:pb-6 ee:last:pb-0">
                  {!last && <span aria-hidden className="ee:absolute ee:start-[15px] ee:top-8 ee:bottom-0 ee:w-px ee:bg-line" />}
                  <span aria-hidden className={cn(actionTone[e.action], 'ee:flex ee:size-8 ee:shrink-0 ee:items-center ee:justify-center ee:rounded-full ee:bg-tone/16 ee:text-tone-ink')}>
                    <Icon size={16} />
                  </span>
                  <div className="ee:min-w-0 ee:flex-1 ee:pt-1">
                    <div className="ee:flex ee:flex-wrap ee:items-baseline ee:justify-between ee:gap-x-4 ee:gap-y-1">
                      <p className="ee:m-0 ee:text-[15px] ee:font-medium ee:text-heading">{isolate((v) => t(`history.actions.${e.action}`, { actor: v.actor }), { actor: e.actor })}</p>
                      <time dateTime={e.at} className="ee:text-[13px] ee:text-muted">
                        {fmt.dateTime(e.at)}
                      </time>
                    </div>
                    {e.changes.length > 0 && (
                      <ul className="ee:m-0 ee:mt-1.5 ee:flex ee:list-none ee:flex-col ee:gap-0.5 ee:p-0 ee:text-[13px] ee:text-text">
                        {e.changes.map((c) => (
                          <li key={c.field}>
                            {c.from === null
                              ? isolate((v) => t('history.set', { field: field(c.field), to: v.to }), { to: value(e.action, c.field, c.to) })
                              : isolate((v) => t('history.change', { field: field(c.field), from: v.from, to: v.to }), { from: value(e.action, c.field, c.from), to: value(e.action, c.field, c.to) })}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
