import { useTranslation } from 'react-i18next';
import { IconActivity, IconCirclePlus, IconClipboardCheck, IconPencil, IconTool } from '@tabler/icons-react';
import { useDeviceHistory } from '../../../api/client/devices';
import type { HistoryAction, HistoryValue } from '../../../api/types/devices';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { SkeletonText } from '../../../components/feedback/skeleton';
import { cn } from '../../../lib/cn';
import { useDeviceFormat } from '../shared/format';

const actionIcon: Record<HistoryAction, typeof IconPencil> = {
  created: IconCirclePlus,
  updated: IconPencil,
  status_changed: IconActivity,
  maintenance_added: IconTool,
  inspection_done: IconClipboardCheck,
};
const actionTone: Record<HistoryAction, string> = {
  created: 'tone-success',
  updated: 'tone-primary',
  status_changed: 'tone-warning',
  maintenance_added: 'tone-info',
  inspection_done: 'tone-success',
};

/** Who changed what and when, newest first, as a timeline. */
export function HistoryTab({ number }: { number: string }) {
  const { t, i18n } = useTranslation('deviceDetail');
  const { t: td } = useTranslation('devices');
  const fmt = useDeviceFormat();
  const query = useDeviceHistory(number, { itemsPerPage: -1 });
  const value = (v: HistoryValue) => (v === null || v === '' ? '—' : String(v));
  // Field names come as keys of the device: use the register's labels when it has one.
  const field = (name: string) => (i18n.exists(`devices:fields.${name}`) ? td(`fields.${name}` as 'fields.name') : name);

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
          <ol className="m-0 list-none p-0">
            {query.data.entries.map((e, i) => {
              const Icon = actionIcon[e.action] ?? IconPencil;
              const last = i === query.data.entries.length - 1;
              return (
                <li key={e.id} className="relative flex gap-4 pb-6 last:pb-0">
                  {!last && <span aria-hidden className="absolute start-[15px] top-8 bottom-0 w-px bg-line" />}
                  <span aria-hidden className={cn(actionTone[e.action], 'flex size-8 shrink-0 items-center justify-center rounded-full bg-tone/16 text-tone-ink')}>
                    <Icon size={16} />
                  </span>
                  <div className="min-w-0 flex-1 pt-1">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                      <p className="m-0 text-[15px] font-medium text-heading">{t(`history.actions.${e.action}`, { actor: e.actor })}</p>
                      <time dateTime={e.at} className="text-[13px] text-muted">
                        {fmt.dateTime(e.at)}
                      </time>
                    </div>
                    {e.changes.length > 0 && (
                      <ul className="m-0 mt-1.5 flex list-none flex-col gap-0.5 p-0 text-[13px] text-text">
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
