import { IconActivity, IconCirclePlus, IconClipboardCheck, IconPencil, IconTool } from '@tabler/icons-react';
import { useDeviceHistory } from '../../../api/client/devices';
import type { HistoryAction, HistoryValue } from '../../../api/types/devices';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { SkeletonText } from '../../../components/feedback/skeleton';
import { cn } from '../../../lib/cn';
import { useDeviceFormat } from '../shared/format';
import { useKitTranslation } from '../../../i18n/use-kit-translation';
import { devicesNs } from '../../../i18n/ns/devices';
import { deviceDetailNs } from '../../../i18n/ns/deviceDetail';

const actionIcon: Record<HistoryAction, typeof IconPencil> = {
  created: IconCirclePlus,
  updated: IconPencil,
  status_changed: IconActivity,
  maintenance_added: IconTool,
  inspection_done: IconClipboardCheck,
};
const actionTone: Record<HistoryAction, string> = {
  created: 'ee:tone-success',
  updated: 'ee:tone-primary',
  status_changed: 'ee:tone-warning',
  maintenance_added: 'ee:tone-info',
  inspection_done: 'ee:tone-success',
};

/** Who changed what and when, newest first, as a timeline. */
export function HistoryTab({ number }: { number: string }) {
  const { t } = useKitTranslation(deviceDetailNs);
  const { t: td } = useKitTranslation(devicesNs);
  const fmt = useDeviceFormat();
  const query = useDeviceHistory(number, { itemsPerPage: -1 });
  const value = (v: HistoryValue) => (v === null || v === '' ? '—' : String(v));
  // Field names come as keys of the device: use the register's labels when it has one.
  const field = (name: string) => td(`fields.${name}` as 'fields.name', { defaultValue: name });

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
                      <p className="ee:m-0 ee:text-[15px] ee:font-medium ee:text-heading">{t(`history.actions.${e.action}`, { actor: e.actor })}</p>
                      <time dateTime={e.at} className="ee:text-[13px] ee:text-muted">
                        {fmt.dateTime(e.at)}
                      </time>
                    </div>
                    {e.changes.length > 0 && (
                      <ul className="ee:m-0 ee:mt-1.5 ee:flex ee:list-none ee:flex-col ee:gap-0.5 ee:p-0 ee:text-[13px] ee:text-text">
                        {e.changes.map((c) => (
                          <li key={c.field}>
                            {c.from === null ? t('history.set', { field: field(c.field), to: value(c.to) }) : t('history.change', { field: field(c.field), from: value(c.from), to: value(c.to) })}
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
