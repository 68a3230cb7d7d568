import { useUpdateUser } from '@/api/client/users';
import type { UserDetail } from '@/api/types/users';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/feedback/toast';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { isolate } from '@/screens/shared/bidi';

export interface SuspendUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: UserDetail;
}

/** Asks before suspending an active user or reactivating a suspended one, then saves it. */
export function SuspendUserDialog({ open, onOpenChange, user }: SuspendUserDialogProps) {
  const { t } = useKitTranslation(usersNs);
  const update = useUpdateUser();
  const suspended = user.status === 'inactive';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      destructive={!suspended}
      initialFocus="cancel"
      title={isolate(
        (v) =>
          suspended
            ? t('view.reactivateTitle', { name: v.name })
            : t('view.suspendTitle', { name: v.name }),
        { name: user.fullName },
      )}
      message={isolate(
        (v) =>
          suspended
            ? t('view.reactivateMessage', { name: v.name })
            : t('view.suspendMessage', { name: v.name }),
        { name: user.fullName },
      )}
      confirmLabel={suspended ? t('view.reactivate') : t('view.suspend')}
      onConfirm={async () => {
        const saved = await update.mutateAsync({
          id: user.id,
          changes: { status: suspended ? 'active' : 'inactive' },
        });
        toast.success(
          suspended
            ? t('view.reactivated', { name: saved.fullName })
            : t('view.suspended', { name: saved.fullName }),
        );
      }}
    />
  );
}
