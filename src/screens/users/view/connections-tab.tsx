import {
  IconBrandAsana,
  IconBrandGithub,
  IconBrandGoogle,
  IconBrandSlack,
  IconMailbox,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

import { useUpdateUser } from '@/api/client/users';
import { CONNECTION_SERVICES, type ConnectionService, type UserDetail } from '@/api/types/users';
import { toast } from '@/components/feedback/toast';
import { Switch } from '@/components/form/switch';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';

const ICONS: Record<ConnectionService, ReactNode> = {
  google: <IconBrandGoogle aria-hidden size={24} />,
  slack: <IconBrandSlack aria-hidden size={24} />,
  github: <IconBrandGithub aria-hidden size={24} />,
  mailchimp: <IconMailbox aria-hidden size={24} />,
  asana: <IconBrandAsana aria-hidden size={24} />,
};

export interface ConnectionsTabProps {
  /** The user whose connected accounts are shown. */
  user: UserDetail;
}

/**
 * The accounts the user has connected: each switch saves at once through the API; a failed save
 * puts the switch back and says so.
 */
export function ConnectionsTab({ user }: ConnectionsTabProps) {
  const { t } = useKitTranslation(usersNs);
  const update = useUpdateUser();
  // The switch being saved and the value asked for, shown until the answer comes.
  const [pending, setPending] = useState<{ service: ConnectionService; on: boolean } | null>(null);

  const change = async (service: ConnectionService, on: boolean) => {
    setPending({ service, on });
    const name = t(`connections.services.${service}.name`);
    try {
      await update.mutateAsync({ id: user.id, changes: { connections: { [service]: on } } });
      toast.success(
        on
          ? t('connections.didConnect', { service: name })
          : t('connections.didDisconnect', { service: name }),
      );
    } catch (error) {
      toast.error(t('connections.failed'), {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <Card>
      <CardHeader
        title={t('connections.title')}
        subtitle={t('connections.intro', { name: user.fullName })}
      />
      <CardContent className="ee:p-6 ee:pt-2">
        <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-5 ee:p-0">
          {CONNECTION_SERVICES.map((service) => {
            const on = pending?.service === service ? pending.on : user.connections[service];
            return (
              <li key={service} className="ee:flex ee:items-center ee:gap-4">
                <span className="ee:inline-flex ee:size-11 ee:shrink-0 ee:items-center ee:justify-center ee:rounded-ee ee:bg-surface-2 ee:text-heading">
                  {ICONS[service]}
                </span>
                <div className="ee:min-w-0 ee:flex-1">
                  <div className="ee:font-medium ee:text-heading">
                    {t(`connections.services.${service}.name`)}
                  </div>
                  <div className="ee:text-[13px] ee:text-muted">
                    {t(`connections.services.${service}.hint`)} ·{' '}
                    {on ? t('connections.connected') : t('connections.notConnected')}
                  </div>
                </div>
                <Switch
                  aria-label={t(`connections.services.${service}.name`)}
                  checked={on}
                  disabled={pending !== null}
                  onCheckedChange={(v) => void change(service, v)}
                />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
