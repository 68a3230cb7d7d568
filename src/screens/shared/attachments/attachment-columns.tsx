import {
  IconDownload,
  IconExternalLink,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconPhoto,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo } from 'react';

import type { Attachment, AttachmentKind } from '@/api/types/attachments';
import { createDataTableColumns, type DataTableColumnDef } from '@/components/table/columns';
import { IconButton } from '@/components/ui/icon-button';
import { commonNs } from '@/i18n/ns/common';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { fileSizeText } from '../file-size';
import { useFormat } from '../format';

const col = createDataTableColumns<Attachment>();

const KIND_ICON: Record<AttachmentKind, typeof IconFileText> = {
  jpeg: IconPhoto,
  png: IconPhoto,
  webp: IconPhoto,
  heic: IconPhoto,
  pdf: IconFileTypePdf,
  csv: IconFileSpreadsheet,
  xlsx: IconFileSpreadsheet,
  text: IconFileText,
};

export interface AttachmentColumnActions {
  busyId: string | null;
  onOpen: (file: Attachment) => void;
  onDownload: (file: Attachment) => void;
  /** Offered on the files this user may delete (null: on none). */
  mayDelete: ((file: Attachment) => boolean) | null;
  onDelete: (file: Attachment) => void;
}

/** The files table's columns: name with its kind's icon, size, who and when, and the actions. */
export function useAttachmentColumns({
  busyId,
  onOpen,
  onDownload,
  mayDelete,
  onDelete,
}: AttachmentColumnActions): DataTableColumnDef<Attachment>[] {
  const { t } = useKitTranslation(commonNs);
  const fmt = useFormat();
  return useMemo(
    () => [
      col.accessor('name', {
        header: t('files.name'),
        enableSorting: false,
        cell: (c) => {
          const Icon = KIND_ICON[c.row.original.kind] ?? IconFileText;
          return (
            <span className="ee:inline-flex ee:items-center ee:gap-2 ee:font-medium ee:text-heading">
              <Icon aria-hidden size={18} className="ee:shrink-0 ee:text-muted" />
              <bdi className="ee:break-all">{c.getValue()}</bdi>
            </span>
          );
        },
      }),
      col.accessor('size', {
        header: t('files.size'),
        enableSorting: false,
        meta: { align: 'end' },
        cell: (c) => (
          <span className="ee:whitespace-nowrap ee:tabular-nums">
            {fileSizeText(c.getValue(), fmt.locale)}
          </span>
        ),
      }),
      col.accessor((f) => f.uploadedBy.name, {
        id: 'uploadedBy',
        header: t('files.uploadedBy'),
        enableSorting: false,
        cell: (c) => <bdi>{c.getValue()}</bdi>,
      }),
      col.accessor('uploadedAt', {
        header: t('files.uploadedAt'),
        enableSorting: false,
        cell: (c) => <span className="ee:whitespace-nowrap">{fmt.dateTime(c.getValue())}</span>,
      }),
      col.display({
        id: 'actions',
        header: t('files.actions'),
        meta: { align: 'end' },
        cell: ({ row: { original: file } }) => (
          <span className="ee:inline-flex ee:gap-1">
            <IconButton
              size="sm"
              aria-label={t('files.open', { name: file.name })}
              loading={busyId === file.id}
              onClick={() => onOpen(file)}
            >
              <IconExternalLink aria-hidden size={18} />
            </IconButton>
            <IconButton
              size="sm"
              aria-label={t('files.download', { name: file.name })}
              disabled={busyId === file.id}
              onClick={() => onDownload(file)}
            >
              <IconDownload aria-hidden size={18} />
            </IconButton>
            {mayDelete?.(file) && (
              <IconButton
                size="sm"
                color="error"
                aria-label={t('files.delete', { name: file.name })}
                onClick={() => onDelete(file)}
              >
                <IconTrash aria-hidden size={18} />
              </IconButton>
            )}
          </span>
        ),
      }),
    ],
    [t, fmt, busyId, onOpen, onDownload, mayDelete, onDelete],
  );
}
