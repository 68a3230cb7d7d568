import * as PopoverPrimitive from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { IconBell, IconMailOpened, IconX } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { IconButton } from '../ui/icon-button';
import { toneVariants, type Tone } from '../ui/tone';

export interface NotificationItem {
  id: string;
  title: string;
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
}

/** The navbar's notifications: a bell with the unread count, a list, mark read, remove, clear. */
export function Notifications({ items, onMarkRead, onMarkAllRead, onRemove, onClear, container }: NotificationsProps) {
  const { t } = useTranslation('shell');
  const unread = items.filter((n) => !n.read).length;
  return (
    <PopoverPrimitive.Root>
      <PopoverPrimitive.Trigger asChild>
        <IconButton aria-label={unread ? t('notifications.labelUnread', { count: unread }) : t('notifications.label')} className="relative text-heading">
          <IconBell aria-hidden />
          {unread > 0 && (
            <span aria-hidden className="absolute end-1 top-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-[var(--ee-error-solid)] px-1 text-[11px] font-medium leading-none text-white">
              {unread}
            </span>
          )}
        </IconButton>
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal container={container}>
        <PopoverPrimitive.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('notifications.title')}
          className="z-50 flex max-h-[min(480px,80vh)] w-[380px] max-w-[calc(100vw-16px)] flex-col rounded-ee border border-[var(--ee-card-border)] bg-surface text-text shadow-card outline-none"
        >
          <div className="flex items-center gap-2 border-b border-line px-5 py-3">
            <h2 className="m-0 flex-1 text-lg font-medium">{t('notifications.title')}</h2>
            {unread > 0 && <span className="rounded-[4px] bg-primary/16 px-2 py-0.5 text-[13px] font-medium text-primary-ink">{t('notifications.unread', { count: unread })}</span>}
            {unread > 0 && (
              <IconButton aria-label={t('notifications.markAllRead')} size="sm" className="text-heading" onClick={onMarkAllRead}>
                <IconMailOpened aria-hidden />
              </IconButton>
            )}
          </div>
          {items.length === 0 ? (
            <p className="m-0 px-5 py-10 text-center">{t('notifications.empty')}</p>
          ) : (
            <ul className="m-0 min-h-0 flex-1 list-none overflow-y-auto p-0">
              {items.map((n) => (
                <li key={n.id} className="group flex gap-3 border-b border-line px-5 py-3 last:border-b-0 hover:bg-current/4">
                  <span aria-hidden className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-tone/16 text-[15px] font-medium text-tone-ink', toneVariants[n.tone ?? 'primary'])}>
                    {n.initials ?? n.title.slice(0, 1)}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className={cn('m-0 text-[15px] text-heading', !n.read && 'font-medium')}>{n.title}</p>
                    <p className="m-0 text-[13px]">{n.text}</p>
                    <p className="m-0 mt-1 text-[13px] text-muted">{n.time}</p>
                  </div>
                  <div className="flex shrink-0 flex-col items-center gap-1">
                    {n.read ? (
                      <span aria-hidden className="size-[30px]" />
                    ) : (
                      <button type="button" aria-label={`${t('notifications.markRead')}: ${n.title}`} onClick={() => onMarkRead(n.id)} className="inline-flex size-[30px] cursor-pointer items-center justify-center rounded-full hover:bg-primary/10">
                        <span aria-hidden className="size-2.5 rounded-full bg-primary" />
                      </button>
                    )}
                    <IconButton aria-label={`${t('notifications.remove')}: ${n.title}`} size="sm" className="opacity-70 group-hover:opacity-100" onClick={() => onRemove(n.id)}>
                      <IconX aria-hidden />
                    </IconButton>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {items.length > 0 && (
            <div className="border-t border-line p-3">
              <button type="button" onClick={onClear} className="h-[38px] w-full cursor-pointer rounded-ee bg-primary-solid text-[15px] font-medium text-white hover:brightness-95">
                {t('notifications.clearAll')}
              </button>
            </div>
          )}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
