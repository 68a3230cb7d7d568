import type { PermissionRole } from '@/api/types/permissions';
import { Chip } from '@/components/ui/chip';
import type { Tone } from '@/components/ui/tone';
import { rolesNs } from '@/i18n/ns/roles';
import { useKitTranslation } from '@/i18n/use-kit-translation';

/** One colour per role, the same wherever a permission's roles are shown. */
export const PERMISSION_ROLE_TONES: Record<PermissionRole, Tone> = {
  administrator: 'primary',
  manager: 'warning',
  users: 'success',
  support: 'info',
  'restricted-user': 'error',
};

export interface PermissionRoleChipProps {
  /** The role holding the permission. */
  role: PermissionRole;
}

/** A role a permission is assigned to, as a chip in the role's colour. */
export function PermissionRoleChip({ role }: PermissionRoleChipProps) {
  const { t } = useKitTranslation(rolesNs);
  return (
    <Chip color={PERMISSION_ROLE_TONES[role]} data-role={role}>
      {t(`permissionRole.${role}`)}
    </Chip>
  );
}
