import { useEffect, useState } from 'react';

import { useUpdateUser } from '@/api/client/users';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationSettings,
  type UserDetail,
} from '@/api/types/users';
import { toast } from '@/components/feedback/toast';
import { Checkbox } from '@/components/form/checkbox';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/table/table';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export interface NotificationsTabProps {
  /** The user whose notification choices are shown. */
  user: UserDetail;
}

const same = (a: NotificationSettings, b: NotificationSettings) =>
  NOTIFICATION_EVENTS.every((e) => NOTIFICATION_CHANNELS.every((c) => a[e][c] === b[e][c]));

/**
 * Per event, whether the user is told by e-mail, in the browser and in the app: ticked here,
 * saved together through the API (or put back with Discard). A failed save keeps the ticks.
 */
export function NotificationsTab({ user }: NotificationsTabProps) {
  const { t } = useKitTranslation(usersNs);
  const update = useUpdateUser();
  const [draft, setDraft] = useState<NotificationSettings>(user.notifications);
  const [error, setError] = useState<string | null>(null);
  // A save elsewhere (another tab) moves the saved choices: an untouched grid follows them.
  const [base, setBase] = useState(user.notifications);
  useEffect(() => {
    if (!same(user.notifications, base)) {
      setBase(user.notifications);
      setDraft((current) => (same(current, base) ? user.notifications : current));
    }
  }, [user.notifications, base]);
  const dirty = !same(draft, user.notifications);

  const toggle = (
    event: (typeof NOTIFICATION_EVENTS)[number],
    channel: (typeof NOTIFICATION_CHANNELS)[number],
    on: boolean,
  ) => setDraft((d) => ({ ...d, [event]: { ...d[event], [channel]: on } }));

  const save = async () => {
    setError(null);
    try {
      await update.mutateAsync({ id: user.id, changes: { notifications: draft } });
      toast.success(t('notifications.saved'));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Card>
      <CardHeader
        title={t('notifications.title')}
        subtitle={t('notifications.intro', { name: user.fullName })}
      />
      <CardContent className="ee:flex ee:flex-col ee:gap-5 ee:p-0 ee:pb-6">
        <div className="ee:overflow-x-auto">
          <Table aria-label={t('notifications.tableLabel')}>
            <TableHead tinted>
              <TableHeaderCell inset="edge">{t('notifications.event')}</TableHeaderCell>
              {NOTIFICATION_CHANNELS.map((c) => (
                <TableHeaderCell key={c} align="center">
                  {t(`notifications.channel.${c}`)}
                </TableHeaderCell>
              ))}
            </TableHead>
            <TableBody>
              {NOTIFICATION_EVENTS.map((event) => (
                <TableRow key={event} rules="after">
                  <TableHeaderCell scope="row" inset="edge">
                    {t(`notifications.events.${event}`)}
                  </TableHeaderCell>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <TableCell key={channel} align="center">
                      <span className="ee:inline-flex">
                        <Checkbox
                          aria-label={t('notifications.toggle', {
                            event: t(`notifications.events.${event}`),
                            channel: t(`notifications.channel.${channel}`),
                          })}
                          checked={draft[event][channel]}
                          onCheckedChange={(v) => toggle(event, channel, v === true)}
                          disabled={update.isPending}
                        />
                      </span>
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <div className="ee:flex ee:flex-col ee:gap-3 ee:px-6">
          <FormErrorBanner>{error}</FormErrorBanner>
          <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-3">
            <Button loading={update.isPending} disabled={!dirty} onClick={() => void save()}>
              {t('notifications.save')}
            </Button>
            <Button
              variant="tonal"
              color="secondary"
              disabled={!dirty || update.isPending}
              onClick={() => setDraft(user.notifications)}
            >
              {t('notifications.discard')}
            </Button>
            {!dirty && (
              <span className="ee:text-[13px] ee:text-muted">{t('notifications.unchanged')}</span>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
