import { IconBriefcase, IconChecks } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { UserDetail } from '@/api/types/users';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';
import { TextLine } from '@/screens/shared/text-line';
import { userTone } from '@/screens/shared/users/user-identity';
import { isBuiltInRole, useUserLabels } from '@/screens/shared/users/user-labels';
import { roleLook } from '@/screens/shared/users/user-role-label';
import { UserStatusChip } from '@/screens/shared/users/user-status-chip';

export interface UserBioCardProps {
  /** The user shown. */
  user: UserDetail;
  /** Opens the edit dialog. */
  onEdit: () => void;
  /** Asks to suspend (or, for a suspended user, to reactivate). */
  onToggleSuspend: () => void;
}

function Figure({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <div className="ee:flex ee:items-center ee:gap-3">
      <span
        aria-hidden
        className="ee:tone-primary ee:inline-flex ee:size-10 ee:items-center ee:justify-center ee:rounded-ee ee:bg-tone/16 ee:text-tone-ink ee:[&_svg]:size-6"
      >
        {icon}
      </span>
      <div>
        <div className="ee:text-lg ee:font-medium ee:text-heading ee:tabular-nums">{value}</div>
        <div className="ee:text-[13px] ee:text-muted">{label}</div>
      </div>
    </div>
  );
}

/**
 * The user's card: picture (or initials), name as the page's heading, role, figures, details, and
 * the edit and suspend actions.
 */
export function UserBioCard({ user, onEdit, onToggleSuspend }: UserBioCardProps) {
  const { t } = useKitTranslation(usersNs);
  const f = useFormat();
  const labels = useUserLabels();
  const suspended = user.status === 'inactive';
  const details: [string, ReactNode][] = [
    [t('fields.username'), <TextLine key="u">@{user.username}</TextLine>],
    [
      t('fields.email'),
      <TextLine key="e" className="ee:break-all">
        {user.email}
      </TextLine>,
    ],
    [t('fields.status'), <UserStatusChip key="s" status={user.status} />],
    [
      t('fields.role'),
      isBuiltInRole(user.role) ? labels.role(user.role) : <TextLine key="r">{user.role}</TextLine>,
    ],
    [t('fields.taxId'), <TextLine key="x">{user.taxId || '—'}</TextLine>],
    [t('fields.contact'), <TextLine key="c">{user.contact || '—'}</TextLine>],
    [t('fields.company'), <TextLine key="o">{user.company || '—'}</TextLine>],
    [t('fields.language'), labels.language(user.language)],
    [t('fields.country'), labels.country(user.country) || '—'],
  ];
  return (
    <Card>
      <CardContent className="ee:flex ee:flex-col ee:gap-6 ee:p-6">
        <div className="ee:flex ee:flex-col ee:items-center ee:gap-3 ee:pt-4 ee:text-center">
          <Avatar
            name={user.fullName}
            src={user.avatar || undefined}
            alt=""
            size="xl"
            shape="square"
            color={userTone(user.id)}
            className="ee:size-24 ee:text-3xl"
          />
          <h1 className="ee:m-0 ee:text-xl ee:font-medium ee:text-heading">
            <TextLine className="ee:text-center ee:[[dir=rtl]_&]:text-center">
              {user.fullName}
            </TextLine>
          </h1>
          <Chip color={roleLook(user.role).tone}>{labels.role(user.role)}</Chip>
        </div>
        <div className="ee:flex ee:flex-wrap ee:justify-around ee:gap-4">
          <Figure
            icon={<IconChecks />}
            value={f.number(user.taskDone)}
            label={t('view.tasksDone')}
          />
          <Figure
            icon={<IconBriefcase />}
            value={f.number(user.projectDone)}
            label={t('view.projectsDone')}
          />
        </div>
        <div>
          <h2 className="ee:m-0 ee:border-b ee:border-line ee:pb-3 ee:text-[13px] ee:font-medium ee:uppercase ee:tracking-wide ee:text-muted">
            {t('view.details')}
          </h2>
          <dl className="ee:m-0 ee:mt-4 ee:flex ee:flex-col ee:gap-2.5">
            {details.map(([term, value]) => (
              <div
                key={term}
                className="ee:flex ee:flex-wrap ee:items-center ee:gap-x-2 ee:gap-y-1 ee:text-[15px]"
              >
                <dt className="ee:font-medium ee:text-heading">{term}:</dt>
                <dd className="ee:m-0 ee:min-w-0 ee:text-text">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="ee:flex ee:flex-wrap ee:justify-center ee:gap-3">
          <Button onClick={onEdit}>{t('view.edit')}</Button>
          <Button variant="tonal" color={suspended ? 'success' : 'error'} onClick={onToggleSuspend}>
            {suspended ? t('view.reactivate') : t('view.suspend')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
