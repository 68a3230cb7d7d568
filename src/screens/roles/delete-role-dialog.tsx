import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';

import { useDeleteRole } from '@/api/client/roles';
import type { Role } from '@/api/types/roles';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/feedback/dialog';
import { toast } from '@/components/feedback/toast';
import { Button } from '@/components/ui/button';
import { useCommonText } from '@/components/ui/use-common-text';
import { rolesNs } from '@/i18n/ns/roles';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { useUserLabels } from '../shared/users/user-labels';

export interface DeleteRoleDialogProps {
  /** The role to delete; null keeps the dialog closed. */
  role: Role | null;
  /** Called when the dialog closes. */
  onClose: () => void;
  /** Lists the role's users (offered when users still have it). */
  onShowUsers: (role: Role) => void;
}

/**
 * Deleting a role. A role users still have cannot go: instead of a question bound to fail, the
 * dialog says so and offers to list those users. A role without users is confirmed; should users
 * have been given it meanwhile, the API's 409 shows in the dialog.
 */
export function DeleteRoleDialog({ role, onClose, onShowUsers }: DeleteRoleDialogProps) {
  const { t } = useKitTranslation(rolesNs);
  const common = useCommonText();
  const f = useFormat();
  const labels = useUserLabels();
  const remove = useDeleteRole();
  const [shown, setShown] = useState(role);
  if (role && role !== shown) setShown(role);
  const name = shown ? labels.role(shown.name) : '';
  const inUse = (shown?.userCount ?? 0) > 0;
  const close = (open: boolean) => !open && onClose();
  return (
    <>
      <ConfirmDialog
        open={role !== null && !inUse}
        onOpenChange={close}
        destructive
        initialFocus="cancel"
        title={t('remove.title', { name })}
        message={t('remove.message')}
        confirmLabel={common('actions.delete')}
        onConfirm={async () => {
          if (!role) return;
          await remove.mutateAsync(role.id);
          toast.success(t('remove.done', { name }));
        }}
      />
      <Dialog open={role !== null && inUse} onOpenChange={close}>
        <DialogContent
          size="sm"
          title={t('remove.inUseTitle', { name })}
          description={t('remove.inUseMessage', { count: f.number(shown?.userCount ?? 0) })}
          hideClose
        >
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="tonal" color="secondary">
                {common('actions.close')}
              </Button>
            </DialogClose>
            <Button
              startIcon={<IconFilter aria-hidden size={18} />}
              onClick={() => {
                if (shown) onShowUsers(shown);
                onClose();
              }}
            >
              {t('remove.showUsers')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
