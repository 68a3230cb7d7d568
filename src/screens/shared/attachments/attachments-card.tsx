import { useCallback, useState } from 'react';

import { useAttachments, type AttachmentOwner } from '@/api/client/attachments';
import { ATTACHMENT_MAX_BYTES } from '@/api/contract/attachments-values';
import { mayAttachTo, mayDeleteAttachment } from '@/api/shared/attachments';
import type { Attachment } from '@/api/types/attachments';
import { useSession } from '@/auth/session-context';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/feedback/toast';
import { FileDropZone } from '@/components/form/file-drop-zone';
import { DataTable } from '@/components/table/data-table';
import { Card, CardHeader } from '@/components/ui/card';
import { commonNs } from '@/i18n/ns/common';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useAttachmentColumns } from './attachment-columns';
import { useAttachmentFiles } from './use-attachment-files';

/**
 * What the picker offers (the API decides from the bytes: docs/domain/attachments.md); `image/*`
 * lets a phone offer its camera.
 */
const ACCEPT = {
  'image/*': ['.jpg', '.jpeg', '.png', '.webp', '.heic'],
  'application/pdf': ['.pdf'],
  'text/csv': ['.csv'],
  'text/plain': ['.txt'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

const MAX_MB = ATTACHMENT_MAX_BYTES / (1024 * 1024);

export interface AttachmentsCardProps {
  /** The device or work order the files belong to. */
  owner: AttachmentOwner;
  /** Lists and opens only (a deleted device's files are kept to be read). */
  readOnly?: boolean;
}

/**
 * A device's or work order's files: upload by choosing, dropping or (on a phone) the camera,
 * each one opened or downloaded again from the bytes the API stored, deleted by whoever may.
 */
export function AttachmentsCard({ owner, readOnly = false }: AttachmentsCardProps) {
  const { t } = useKitTranslation(commonNs);
  const { session } = useSession();
  const query = useAttachments(owner);
  const files = useAttachmentFiles(owner);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  const rules = session?.abilityRules;
  const userId = session ? Number(session.userData.id) : null;
  const mayUpload = !readOnly && !!rules && mayAttachTo(rules, owner.kind);
  const mayDelete = useCallback(
    (file: Attachment) =>
      !readOnly &&
      !!rules &&
      userId !== null &&
      mayDeleteAttachment({ id: userId, abilityRules: rules }, file),
    [readOnly, rules, userId],
  );
  const columns = useAttachmentColumns({
    busyId: files.busyId,
    onOpen: files.open,
    onDownload: files.download,
    mayDelete: rules ? mayDelete : null,
    onDelete: setDeleting,
  });
  return (
    <Card>
      <CardHeader
        titleAs="h2"
        title={t('files.title')}
        subtitle={t('files.subtitle', { count: query.data?.total ?? 0 })}
      />
      {mayUpload && (
        <div className="ee:px-6 ee:pb-4">
          <FileDropZone
            label={t('files.upload')}
            hint={
              files.uploading
                ? t('files.uploading', { name: files.uploading })
                : t('files.hint', { max: MAX_MB })
            }
            value={[]}
            onChange={(chosen) => void files.uploadAll(chosen)}
            onReject={(messages) => messages.forEach((m) => toast.error(m))}
            accept={ACCEPT}
            maxSize={ATTACHMENT_MAX_BYTES}
            disabled={files.uploading !== null}
          />
        </div>
      )}
      <DataTable
        aria-label={t('files.title')}
        columns={columns}
        rows={query.data?.attachments}
        getRowId={(f) => f.id}
        loading={query.isPending}
        error={query.isError ? query.error.message : undefined}
        onRetry={() => query.refetch()}
        emptyTitle={t('files.emptyTitle')}
        emptyDescription={t('files.emptyHint')}
        columnMenu={false}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('files.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('files.deleteMessage')}
        confirmLabel={t('files.delete', { name: deleting?.name ?? '' })}
        destructive
        initialFocus="cancel"
        onConfirm={() => files.destroy(deleting!)}
      />
    </Card>
  );
}
