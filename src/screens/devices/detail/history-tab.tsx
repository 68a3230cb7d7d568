import {
  IconActivity,
  IconCirclePlus,
  IconClipboardCheck,
  IconFileImport,
  IconPencil,
  IconTool,
  IconTrash,
} from '@tabler/icons-react';
import { Fragment, useMemo } from 'react';

import { useLocationTree } from '@/api/client/device-locations';
import { useDeviceTypes } from '@/api/client/device-types';
import { useDeviceHistory } from '@/api/client/devices';
import type { DeviceLocationNode, HistoryAction, HistoryEntry } from '@/api/types/devices';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { SkeletonText } from '@/components/feedback/skeleton';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { directionOf, isLanguage, type Direction } from '@/i18n/languages';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';
import { isolate, isolateText } from '@/screens/shared/bidi';
import { useFormat } from '@/screens/shared/format';

import { historyLine, listFormat, type HistoryReaders, type HistoryText } from './history-format';

const actionIcon: Record<HistoryAction, typeof IconPencil> = {
  created: IconCirclePlus,
  updated: IconPencil,
  status_changed: IconActivity,
  maintenance_added: IconTool,
  inspection_done: IconClipboardCheck,
  deleted: IconTrash,
  imported: IconFileImport,
};
const actionTone: Record<HistoryAction, string> = {
  created: 'ee:tone-success',
  updated: 'ee:tone-primary',
  status_changed: 'ee:tone-warning',
  maintenance_added: 'ee:tone-info',
  inspection_done: 'ee:tone-success',
  deleted: 'ee:tone-error',
  imported: 'ee:tone-success',
};

/**
 * A value of a change: words as they are, what people typed in its own direction, a path name by
 * name in the direction of the sentence around it (`dir`: the path sits in an isolate, which would
 * otherwise take the direction of its first name and draw an Arabic page's path left to right).
 */
function ChangeValue({
  value,
  dir,
  locale,
}: {
  value: HistoryText;
  dir: Direction;
  locale: string;
}) {
  if (value.kind === 'none') return <>—</>;
  if (value.kind === 'word') return <>{value.text}</>;
  if (value.kind === 'typed') return <bdi>{value.text}</bdi>;
  if (value.kind === 'list') {
    return (
      <span dir={dir}>
        {listFormat(locale)
          .formatToParts(value.items)
          .map((part, i) =>
            part.type === 'element' ? (
              <bdi key={i}>{part.value}</bdi>
            ) : (
              <Fragment key={i}>{part.value}</Fragment>
            ),
          )}
      </span>
    );
  }
  return (
    <span dir={dir} title={value.names.map(isolateText).join(' › ')}>
      {value.names.map((name, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <span aria-hidden className="ee:mx-1 ee:inline-block ee:text-muted ee:rtl:-scale-x-100">
              ›
            </span>
          )}
          <bdi>{name}</bdi>
          {i < value.names.length - 1 && <span className="ee:sr-only">, </span>}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * Whether some change names a type or location by id alone (a backend that keeps no labels): the
 * current names are read then.
 */
function needsCurrentNames(entries: readonly HistoryEntry[]): boolean {
  return entries.some((e) =>
    e.changes.some(
      (c) =>
        (c.field === 'typeId' || c.field === 'locationId') &&
        ((c.from !== null && !c.fromLabel) || (c.to !== null && !c.toLabel)),
    ),
  );
}

/** Who changed what and when, newest first, as a timeline. */
export function HistoryTab({ number }: { number: string }) {
  const { t } = useKitTranslation(deviceDetailNs);
  const query = useDeviceHistory(number, { itemsPerPage: -1 });
  const entries = query.data?.entries;
  return (
    <Card>
      <CardHeader titleAs="h2" title={t('history.title')} subtitle={t('history.subtitle')} />
      <CardContent>
        {query.isError ? (
          <ErrorState
            title={t('history.error')}
            message={query.error.message}
            onRetry={() => query.refetch()}
          />
        ) : !entries ? (
          <SkeletonText lines={6} />
        ) : entries.length === 0 ? (
          <EmptyState title={t('history.emptyTitle')} />
        ) : needsCurrentNames(entries) ? (
          <TimelineWithCurrentNames entries={entries} />
        ) : (
          <Timeline entries={entries} />
        )}
      </CardContent>
    </Card>
  );
}

const ALL = { itemsPerPage: -1 } as const;

/** The timeline with today's names of the types and locations its entries name by id only. */
function TimelineWithCurrentNames({ entries }: { entries: readonly HistoryEntry[] }) {
  const types = useDeviceTypes(ALL);
  const locations = useLocationTree();
  const lookups = useMemo(() => {
    const typeById = new Map(
      (types.data?.types ?? []).map((ty) => [ty.id, `${ty.code} · ${ty.name}`]),
    );
    const paths = new Map<number, string[]>();
    const walk = (nodes: readonly DeviceLocationNode[], trail: string[]) => {
      for (const node of nodes) {
        const names = [...trail, node.name];
        paths.set(node.id, names);
        walk(node.children, names);
      }
    };
    walk(locations.data?.tree ?? [], []);
    return {
      typeLabel: (id: number) => typeById.get(id),
      locationNames: (id: number) => paths.get(id),
    };
  }, [types.data, locations.data]);
  return <Timeline entries={entries} lookups={lookups} />;
}

function Timeline({
  entries,
  lookups,
}: {
  entries: readonly HistoryEntry[];
  lookups?: Pick<HistoryReaders, 'typeLabel' | 'locationNames'>;
}) {
  const { t, language } = useKitTranslation(deviceDetailNs);
  const { t: td } = useKitTranslation(devicesNs);
  const fmt = useFormat();
  const readers: HistoryReaders = { t, td, fmt, ...lookups };
  const dir = isLanguage(language) ? directionOf(language) : 'ltr';
  return (
    <ol className="ee:m-0 ee:list-none ee:p-0">
      {entries.map((e, i) => {
        const Icon = actionIcon[e.action] ?? IconPencil;
        const last = i === entries.length - 1;
        return (
          <li key={e.id} className="ee:relative ee:flex ee:gap-4 ee:pb-6 ee:last:pb-0">
            {!last && (
              <span
                aria-hidden
                className="ee:absolute ee:start-[15px] ee:top-8 ee:bottom-0 ee:w-px ee:bg-line"
              />
            )}
            <span
              aria-hidden
              className={cn(
                actionTone[e.action],
                'ee:flex ee:size-8 ee:shrink-0 ee:items-center ee:justify-center ee:rounded-full ee:bg-tone/16 ee:text-tone-ink',
              )}
            >
              <Icon size={16} />
            </span>
            <div className="ee:min-w-0 ee:flex-1 ee:pt-1">
              <div className="ee:flex ee:flex-wrap ee:items-baseline ee:justify-between ee:gap-x-4 ee:gap-y-1">
                <p className="ee:m-0 ee:text-[15px] ee:font-medium ee:text-heading">
                  {isolate((v) => t(`history.actions.${e.action}`, { actor: v.actor }), {
                    actor: e.actor,
                  })}
                </p>
                <time dateTime={e.at} className="ee:text-[13px] ee:text-muted">
                  {fmt.dateTime(e.at)}
                </time>
              </div>
              {e.changes.length > 0 && (
                <ul className="ee:m-0 ee:mt-1.5 ee:flex ee:list-none ee:flex-col ee:gap-0.5 ee:p-0 ee:text-[13px] ee:text-text">
                  {e.changes.map((c) => {
                    const line = historyLine(e.action, c, readers);
                    return (
                      <li key={c.field} data-field={c.field}>
                        {line.from === null
                          ? isolate((v) => t('history.set', { field: line.field, to: v.to }), {
                              to: <ChangeValue value={line.to} dir={dir} locale={fmt.locale} />,
                            })
                          : isolate(
                              (v) =>
                                t('history.change', { field: line.field, from: v.from, to: v.to }),
                              {
                                from: (
                                  <ChangeValue value={line.from} dir={dir} locale={fmt.locale} />
                                ),
                                to: <ChangeValue value={line.to} dir={dir} locale={fmt.locale} />,
                              },
                            )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
