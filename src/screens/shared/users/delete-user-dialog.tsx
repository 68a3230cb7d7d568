import { useState } from 'react';

import { useDeleteUser } from '@/api/client/users';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/feedback/toast';
import { useCommonText } from '@/components/ui/use-common-text';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { isolate } from '@/screens/shared/bidi';

export interface DeleteUserDialogProps {
  /** The user to delete; null keeps the dialog closed. */
  user: { id: number; fullName: string } | null;
  /** Called when the dialog closes (cancelled, or deleted). */
  onClose: () => void;
  /** Called once the user is deleted (e.g. to leave their page). */
  onDeleted?: () => void;
}

/**
 * Deleting a user after confirming; the API's 404 "User not found" (deleted meanwhile) shows in the
 * dialog.
 */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { t } = useKitTranslation(usersNs);
  const common = useCommonText();
  const remove = useDeleteUser();
  // The last user stays shown while the dialog closes, so its text does not blank out.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      destructive
      initialFocus="cancel"
      title={
        shown
          ? isolate((v) => t('list.deleteTitle', { name: v.name }), { name: shown.fullName })
          : ''
      }
      message={
        shown
          ? isolate((v) => t('list.deleteMessage', { name: v.name }), { name: shown.fullName })
          : undefined
      }
      confirmLabel={common('actions.delete')}
      onConfirm={async () => {
        if (!user) return;
        await remove.mutateAsync(user.id);
        toast.success(t('list.deleted', { name: user.fullName }));
        onDeleted?.();
      }}
    />
  );
}
