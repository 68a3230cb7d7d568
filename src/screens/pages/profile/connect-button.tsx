import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';

import { useUpdateConnection } from '@/api/client/pages';
import { toast } from '@/components/feedback/toast';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export interface ConnectButtonProps {
  /** The person's connection id. */
  id: number;
  /** The person's name, for the button's accessible name. */
  name: string;
  /** Connected now. */
  connected: boolean;
  /** An icon button (lists) instead of a labelled one (cards). */
  compact?: boolean;
}

/**
 * Connect to or disconnect from a person: saved through the API (stored before it answers), the
 * button shows the new state once it is saved; a refused or failed save says why (a toast, and
 * under the labelled button) and leaves the state as it was.
 */
export function ConnectButton({ id, name, connected, compact = false }: ConnectButtonProps) {
  const { t } = useKitTranslation(pagesNs);
  const update = useUpdateConnection();
  const toggle = () =>
    update.mutate(
      { id, isConnected: !connected },
      {
        onSuccess: (card) =>
          toast.success(
            card.isConnected
              ? t('profile.connectedTo', { name })
              : t('profile.disconnectedFrom', { name }),
          ),
        onError: (error) =>
          toast.error(t('profile.connectFailed', { name, message: error.message })),
      },
    );
  // The name says the state with the visible word in it ("Connected with …"); aria-pressed says it
  // is a toggle.
  const label = connected
    ? t('profile.connectedWith', { name })
    : t('profile.connectWith', { name });
  const icon = connected ? (
    <IconUserCheck aria-hidden size={18} />
  ) : (
    <IconUserPlus aria-hidden size={18} />
  );
  if (compact) {
    return (
      <IconButton
        size="sm"
        variant={connected ? 'solid' : 'tonal'}
        color="primary"
        aria-label={label}
        aria-pressed={connected}
        loading={update.isPending}
        onClick={toggle}
      >
        {icon}
      </IconButton>
    );
  }
  return (
    <div className="ee:flex ee:flex-col ee:items-center ee:gap-2">
      <Button
        variant={connected ? 'solid' : 'tonal'}
        startIcon={icon}
        aria-label={label}
        aria-pressed={connected}
        loading={update.isPending}
        onClick={toggle}
      >
        {connected ? t('profile.connected') : t('profile.connect')}
      </Button>
      {update.isError && (
        <p role="alert" className="ee:tone-error ee:m-0 ee:text-[13px] ee:text-tone-ink">
          {t('profile.connectFailedShort', { message: update.error.message })}
        </p>
      )}
    </div>
  );
}
