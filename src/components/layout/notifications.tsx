import * as PopoverPrimitive from '@radix-ui/react-popover';
import { IconMailOpened, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { IconButton } from '../ui/icon-button';
import { toneVariants, type Tone } from '../ui/tone';
import { NotificationsButton } from './notifications-button';

export interface NotificationItem {
  /** Stable across visits: read and removed state is kept by it. */
  id: string;
  title: string;
  /**
   * Where it leads (a path of the app): the title becomes a link; following it marks it read and
   * closes the list.
   */
  to?: string;
  text: string;
  /** When, already formatted ("1h ago"). */
  time: string;
  read: boolean;
  /** Shown in the round badge at the start (initials or an emoji). */
  initials?: string;
  tone?: Tone;
}

export interface NotificationsProps {
  items: NotificationItem[];
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
  /** Removes one notification. */
  onRemove: (id: string) => void;
  /** Removes them all. */
  onClear: () => void;
  container?: HTMLElement | null;
  /** Opened when first drawn. */
  defaultOpen?: boolean;
}

/** The navbar's notifications: a bell with the unread count, a list, mark read, remove, clear. */
export function Notifications({
  items,
  onMarkRead,
  onMarkAllRead,
  onRemove,
  onClear,
  container,
  defaultOpen = false,
}: NotificationsProps) {
  const { t } = useKitTranslation(shellNs);
  const unread = items.filter((n) => !n.read).length;
  const [open, setOpen] = useState(defaultOpen);
  const follow = (n: NotificationItem) => {
    if (!n.read) onMarkRead(n.id);
    setOpen(false);
  };
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <PopoverPrimitive.Trigger asChild>
        <NotificationsButton unread={unread} />
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal container={container}>
        <PopoverPrimitive.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('notifications.title')}
          className="ee:z-50 ee:flex ee:max-h-[min(480px,80vh)] ee:w-[380px] ee:max-w-[calc(100vw-16px)] ee:flex-col ee:rounded-ee ee:border ee:border-[var(--ee-card-border)] ee:bg-surface ee:text-text ee:shadow-card ee:outline-none"
        >
          <div className="ee:flex ee:items-center ee:gap-2 ee:border-b ee:border-line ee:px-5 ee:py-3">
            <h2 className="ee:m-0 ee:flex-1 ee:text-lg ee:font-medium">
              {t('notifications.title')}
            </h2>
            {unread > 0 && (
              <span className="ee:rounded-[4px] ee:bg-primary/16 ee:px-2 ee:py-0.5 ee:text-[13px] ee:font-medium ee:text-primary-ink">
                {t('notifications.unread', { count: unread })}
              </span>
            )}
            {unread > 0 && (
              <IconButton
                aria-label={t('notifications.markAllRead')}
                size="sm"
                className="ee:text-heading"
                onClick={onMarkAllRead}
              >
                <IconMailOpened aria-hidden />
              </IconButton>
            )}
          </div>
          {items.length === 0 ? (
            <p className="ee:m-0 ee:px-5 ee:py-10 ee:text-center">{t('notifications.empty')}</p>
          ) : (
            <ul className="ee:m-0 ee:min-h-0 ee:flex-1 ee:list-none ee:overflow-y-auto ee:p-0">
              {items.map((n) => (
                <li
                  key={n.id}
                  className="ee:group ee:flex ee:gap-3 ee:border-b ee:border-line ee:px-5 ee:py-3 ee:last:border-b-0 ee:hover:bg-current/4"
                >
                  <span
                    aria-hidden
                    className={cn(
                      'ee:inline-flex ee:size-10 ee:shrink-0 ee:items-center ee:justify-center ee:rounded-full ee:bg-tone/16 ee:text-[15px] ee:font-medium ee:text-tone-ink',
                      toneVariants[n.tone ?? 'primary'],
                    )}
                  >
                    {n.initials ?? n.title.slice(0, 1)}
                  </span>
                  <div className="ee:min-w-0 ee:flex-1">
                    <p
                      className={cn(
                        'ee:m-0 ee:text-[15px] ee:text-heading',
                        !n.read && 'ee:font-medium',
                      )}
                    >
                      {n.to ? (
                        <Link
                          to={n.to}
                          onClick={() => follow(n)}
                          className="ee:text-inherit ee:no-underline ee:hover:text-primary-ink ee:hover:underline"
                        >
                          {n.title}
                        </Link>
                      ) : (
                        n.title
                      )}
                    </p>
                    <p className="ee:m-0 ee:text-[13px]">{n.text}</p>
                    <p className="ee:m-0 ee:mt-1 ee:text-[13px] ee:text-muted">{n.time}</p>
                  </div>
                  <div className="ee:flex ee:shrink-0 ee:flex-col ee:items-center ee:gap-1">
                    {n.read ? (
                      <span aria-hidden className="ee:size-[30px]" />
                    ) : (
                      <button
                        type="button"
                        aria-label={`${t('notifications.markRead')}: ${n.title}`}
                        onClick={() => onMarkRead(n.id)}
                        className="ee:inline-flex ee:size-[30px] ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-full ee:hover:bg-primary/10"
                      >
                        <span aria-hidden className="ee:size-2.5 ee:rounded-full ee:bg-primary" />
                      </button>
                    )}
                    <IconButton
                      aria-label={`${t('notifications.remove')}: ${n.title}`}
                      size="sm"
                      className="ee:opacity-70 ee:group-hover:opacity-100"
                      onClick={() => onRemove(n.id)}
                    >
                      <IconX aria-hidden />
                    </IconButton>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {items.length > 0 && (
            <div className="ee:border-t ee:border-line ee:p-3">
              <button
                type="button"
                onClick={onClear}
                className="ee:h-[38px] ee:w-full ee:cursor-pointer ee:rounded-ee ee:bg-primary-solid ee:text-[15px] ee:font-medium ee:text-white ee:hover:brightness-95"
              >
                {t('notifications.clearAll')}
              </button>
            </div>
          )}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
