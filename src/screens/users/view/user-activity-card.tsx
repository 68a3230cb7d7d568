import {
  IconBell,
  IconCreditCard,
  IconCrown,
  IconKey,
  IconLink,
  IconPencil,
  IconShieldCheck,
  IconUserCheck,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type {
  UserActivity,
  UserActivityKind,
  UserDetail,
  UserPlan,
  UserStatus,
} from '@/api/types/users';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Timeline, TimelineItem } from '@/components/ui/timeline';
import type { Tone } from '@/components/ui/tone';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';
import { useUserLabels } from '@/screens/shared/users/user-labels';

const LOOK: Record<UserActivityKind, { icon: ReactNode; tone: Tone }> = {
  created: { icon: <IconUserPlus />, tone: 'primary' },
  profileEdited: { icon: <IconPencil />, tone: 'info' },
  statusChanged: { icon: <IconUserCheck />, tone: 'warning' },
  roleChanged: { icon: <IconShieldCheck />, tone: 'secondary' },
  planChanged: { icon: <IconCrown />, tone: 'success' },
  passwordChanged: { icon: <IconKey />, tone: 'error' },
  notificationsChanged: { icon: <IconBell />, tone: 'info' },
  billingChanged: { icon: <IconCreditCard />, tone: 'success' },
  connectionsChanged: { icon: <IconLink />, tone: 'primary' },
};

export interface UserActivityCardProps {
  /** The user whose log is shown. */
  user: UserDetail;
}

/** The account's log, newest first: what changed (with the new status, role or plan) and when. */
export function UserActivityCard({ user }: UserActivityCardProps) {
  const { t } = useKitTranslation(usersNs);
  const f = useFormat();
  const labels = useUserLabels();
  const title = (entry: UserActivity): string => {
    const value = entry.value ?? '';
    switch (entry.kind) {
      case 'statusChanged':
        return t('activity.statusChanged', { value: labels.status(value as UserStatus) });
      case 'planChanged':
        return t('activity.planChanged', { value: labels.plan(value as UserPlan) });
      case 'roleChanged':
        return t('activity.roleChanged', { value: labels.role(value) });
      default:
        return t(`activity.${entry.kind}`);
    }
  };
  return (
    <Card>
      <CardHeader title={t('activity.title')} />
      <CardContent className="ee:p-6 ee:pt-2">
        {user.activity.length === 0 ? (
          <p className="ee:m-0 ee:text-muted">{t('activity.empty')}</p>
        ) : (
          <Timeline>
            {user.activity.map((entry, i) => (
              <TimelineItem
                key={`${entry.at}-${i}`}
                title={title(entry)}
                time={<span title={f.dateTime(entry.at)}>{f.relativeTime(entry.at)}</span>}
                dateTime={entry.at}
                tone={LOOK[entry.kind].tone}
                icon={LOOK[entry.kind].icon}
              >
                {f.dateTime(entry.at)}
              </TimelineItem>
            ))}
          </Timeline>
        )}
      </CardContent>
    </Card>
  );
}
