import { IconFilter, IconTrash } from '@tabler/icons-react';

import { ROLE_ACCESS, ROLE_AREAS, type Role } from '@/api/types/roles';
import { Avatar, avatarVariants } from '@/components/ui/avatar';
import { AvatarGroup } from '@/components/ui/avatar-group';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { IconButton } from '@/components/ui/icon-button';
import { toneVariants } from '@/components/ui/tone';
import { useCommonText } from '@/components/ui/use-common-text';
import { rolesNs } from '@/i18n/ns/roles';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { useFormat } from '../shared/format';
import { userTone } from '../shared/users/user-identity';
import { useUserLabels } from '../shared/users/user-labels';
import { roleLook } from '../shared/users/user-role-label';

export interface RoleCardProps {
  /** The role shown. */
  role: Role;
  /** Opens the role dialog on this role. */
  onEdit: () => void;
  /** Lists the role's users in the table below. */
  onShowUsers: () => void;
  /** Asks to delete the role. */
  onDelete: () => void;
  /** The table below shows this role's users. */
  selected?: boolean;
}

/**
 * A role: how many users have it (the newest few as avatars), how many areas it reaches, and its
 * actions.
 */
export function RoleCard({ role, onEdit, onShowUsers, onDelete, selected = false }: RoleCardProps) {
  const { t } = useKitTranslation(rolesNs);
  const f = useFormat();
  const labels = useUserLabels();
  const common = useCommonText();
  const name = labels.role(role.name);
  const more = role.userCount - role.users.length;
  const look = roleLook(role.name);
  const areas = ROLE_AREAS.filter((area) =>
    ROLE_ACCESS.some((access) => role.permissions[area][access]),
  ).length;
  return (
    <Card
      className={cn('ee:h-full', selected && 'ee:outline-2 ee:outline-primary')}
      data-role={role.name}
    >
      <CardContent className="ee:flex ee:h-full ee:flex-col ee:gap-4 ee:p-6">
        <div className="ee:flex ee:items-center ee:justify-between ee:gap-3">
          <span className="ee:text-[15px] ee:text-text">
            {t('card.totalUsers', { count: f.number(role.userCount) })}
          </span>
          {role.users.length > 0 && (
            <div className="ee:flex ee:items-center">
              <AvatarGroup size="sm" aria-label={t('card.members', { name })}>
                {role.users.map((u) => (
                  <Avatar
                    key={u.id}
                    name={u.fullName}
                    src={u.avatar || undefined}
                    color={userTone(u.id)}
                  />
                ))}
              </AvatarGroup>
              {/* The role's other users, counted: the card names only the newest few. */}
              {more > 0 && (
                <span
                  role="img"
                  aria-label={common('ui.more', { count: more })}
                  className={cn(
                    avatarVariants({ size: 'sm', color: 'secondary' }),
                    'ee:-ms-1.5 ee:ring-2 ee:ring-surface',
                  )}
                >
                  <span aria-hidden>+{f.number(more)}</span>
                </span>
              )}
            </div>
          )}
        </div>
        <div className="ee:flex ee:items-center ee:gap-3">
          <span
            aria-hidden
            className={cn(
              'ee:inline-flex ee:size-10 ee:shrink-0 ee:items-center ee:justify-center ee:rounded-ee ee:bg-tone/16 ee:text-tone-ink ee:[&_svg]:size-6',
              toneVariants[look.tone],
            )}
          >
            {look.icon}
          </span>
          <div className="ee:min-w-0">
            <h3 className="ee:m-0 ee:truncate ee:text-lg ee:font-medium ee:text-heading" dir="auto">
              {name}
            </h3>
            <div className="ee:text-[13px] ee:text-muted">
              {t('card.granted', { count: f.number(areas) })}
            </div>
          </div>
        </div>
        <div className="ee:mt-auto ee:flex ee:flex-wrap ee:items-center ee:gap-2">
          <Button
            size="sm"
            variant="text"
            className="ee:px-0"
            onClick={onEdit}
            aria-label={t('card.editRoleOf', { name })}
          >
            {t('card.editRole')}
          </Button>
          <span className="ee:flex-1" />
          <IconButton
            size="sm"
            variant="text"
            color="secondary"
            aria-label={t('card.showUsersOf', { name })}
            aria-pressed={selected}
            onClick={onShowUsers}
          >
            <IconFilter aria-hidden />
          </IconButton>
          <IconButton
            size="sm"
            variant="text"
            color="error"
            aria-label={t('card.deleteOf', { name })}
            onClick={onDelete}
          >
            <IconTrash aria-hidden />
          </IconButton>
        </div>
      </CardContent>
    </Card>
  );
}
