import type { ChatStatus } from '@/api/types/chat';
import { Avatar, type AvatarProps } from '@/components/ui/avatar';
import { chatNs } from '@/i18n/ns/chat';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

/** The dot's colour per status: green online, grey offline, red busy, orange away (Vuexy's). */
export const PRESENCE_DOT: Record<ChatStatus, string> = {
  online: 'ee:bg-success',
  offline: 'ee:bg-secondary',
  busy: 'ee:bg-error',
  away: 'ee:bg-warning',
};

export interface PresenceAvatarProps {
  /** The person: gives the initials when there is no picture. */
  name: string;
  /** Picture URL; empty shows initials. */
  avatar?: string;
  /** Their status: the dot's colour, and its name for screen readers. */
  status: ChatStatus;
  /** Avatar size. */
  size?: AvatarProps['size'];
  /** Says the status in words to screen readers (off where the status is said elsewhere). */
  announce?: boolean;
  /** Classes of the wrapper. */
  className?: string;
}

/**
 * A person's avatar with a status dot. The avatar is decorative (the name is always written next
 * to it); the status is said in words to screen readers, not only shown as a colour.
 */
export function PresenceAvatar({
  name,
  avatar,
  status,
  size = 'md',
  announce = true,
  className,
}: PresenceAvatarProps) {
  const { t } = useKitTranslation(chatNs);
  const dot = size === 'xl' || size === 'lg' ? 'ee:size-3.5' : 'ee:size-2.5';
  return (
    <span className={cn('ee:relative ee:inline-flex ee:shrink-0', className)} data-status={status}>
      <Avatar name={name} src={avatar || undefined} alt="" size={size} />
      <span
        aria-hidden
        className={cn(
          'ee:absolute ee:bottom-0 ee:end-0 ee:rounded-full ee:ring-2 ee:ring-[var(--ee-surface)]',
          dot,
          PRESENCE_DOT[status],
        )}
      />
      {announce && <span className="ee:sr-only">{t(`status.${status}`)}</span>}
    </span>
  );
}
