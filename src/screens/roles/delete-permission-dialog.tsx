import { useState } from 'react';

import { useDeletePermission } from '@/api/client/permissions';
import type { Permission } from '@/api/types/permissions';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/feedback/toast';
import { useCommonText } from '@/components/ui/use-common-text';
import { rolesNs } from '@/i18n/ns/roles';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolate } from '../shared/bidi';

export interface DeletePermissionDialogProps {
  /** The permission to delete; null keeps the dialog closed. */
  permission: Permission | null;
  /** Called when the dialog closes (cancelled, or deleted). */
  onClose: () => void;
}

/**
 * Deleting a permission after confirming; the API's 404 (deleted meanwhile) shows in the dialog.
 */
export function DeletePermissionDialog({ permission, onClose }: DeletePermissionDialogProps) {
  const { t } = useKitTranslation(rolesNs);
  const common = useCommonText();
  const remove = useDeletePermission();
  const [shown, setShown] = useState(permission);
  if (permission && permission !== shown) setShown(permission);
  return (
    <ConfirmDialog
      open={permission !== null}
      onOpenChange={(open) => !open && onClose()}
      destructive
      initialFocus="cancel"
      title={
        shown
          ? isolate((v) => t('permissions.deleteTitle', { name: v.name }), { name: shown.name })
          : ''
      }
      message={t('permissions.deleteMessage')}
      confirmLabel={common('actions.delete')}
      onConfirm={async () => {
        if (!permission) return;
        await remove.mutateAsync(permission.id);
        toast.success(t('permissions.deleted', { name: permission.name }));
      }}
    />
  );
}
