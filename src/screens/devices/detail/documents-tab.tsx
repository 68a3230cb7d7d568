import {
  IconCertificate,
  IconFileDescription,
  IconFileText,
  IconRuler2,
} from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';

import { useDeviceDocuments } from '@/api/client/devices';
import type { DeviceDocument, DocumentKind } from '@/api/types/devices';
import { Skeleton } from '@/components/feedback/skeleton';
import { createDataTableColumns } from '@/components/table/columns';
import { DataTable } from '@/components/table/data-table';
import { Card, CardHeader } from '@/components/ui/card';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { fileSizeText } from '@/screens/shared/file-size';
import { useFormat } from '@/screens/shared/format';

/**
 * The files card loads with the tab, not with the device page: its drop zone, upload rules and
 * calls are no part of the page's first paint.
 */
const AttachmentsCard = lazy(() =>
  import('@/screens/shared/attachments/attachments-card').then((m) => ({
    default: m.AttachmentsCard,
  })),
);

const col = createDataTableColumns<DeviceDocument>();
const kindIcon: Record<DocumentKind, typeof IconFileText> = {
  manual: IconFileDescription,
  test_report: IconFileText,
  drawing: IconRuler2,
  certificate: IconCertificate,
};

/**
 * The device's files (uploaded, opened, downloaded and deleted here: docs/domain/attachments.md),
 * then the register's manuals, test reports, drawings and certificates.
 */
export function DocumentsTab({ number, readOnly = false }: { number: string; readOnly?: boolean }) {
  const { t } = useKitTranslation(deviceDetailNs);
  const fmt = useFormat();
  const query = useDeviceDocuments(number, { itemsPerPage: -1 });
  const columns = useMemo(
    () => [
      col.accessor('name', {
        id: 'name',
        header: t('documents.name'),
        cell: (c) => {
          const Icon = kindIcon[c.row.original.kind] ?? IconFileText;
          return (
            <span className="ee:inline-flex ee:items-center ee:gap-2 ee:font-medium ee:text-heading">
              <Icon aria-hidden size={18} className="ee:shrink-0 ee:text-muted" />
              <bdi>{c.getValue()}</bdi>
            </span>
          );
        },
      }),
      col.accessor('kind', {
        id: 'kind',
        header: t('documents.kind'),
        cell: (c) => t(`documents.kinds.${c.getValue()}`),
      }),
      col.accessor('sizeBytes', {
        id: 'size',
        header: t('documents.size'),
        meta: { align: 'end' },
        cell: (c) => fileSizeText(c.getValue(), fmt.locale),
      }),
      col.accessor('date', {
        id: 'date',
        header: t('documents.date'),
        cell: (c) => fmt.date(c.getValue()),
      }),
    ],
    [t, fmt],
  );
  return (
    <div className="ee:flex ee:flex-col ee:gap-6">
      <Suspense fallback={<Skeleton variant="block" className="ee:h-[240px]" />}>
        <AttachmentsCard owner={{ kind: 'device', number }} readOnly={readOnly} />
      </Suspense>
      <Card>
        <CardHeader
          titleAs="h2"
          title={t('documents.title')}
          subtitle={t('documents.subtitle', { count: query.data?.total ?? 0 })}
        />
        <DataTable
          aria-label={t('documents.title')}
          columns={columns}
          rows={query.data?.documents}
          getRowId={(d) => String(d.id)}
          loading={query.isPending}
          error={query.isError ? query.error.message : undefined}
          onRetry={() => query.refetch()}
          emptyTitle={t('documents.emptyTitle')}
          columnMenu={false}
        />
      </Card>
    </div>
  );
}
