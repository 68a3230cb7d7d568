import type { ChatContact, ChatMessage } from '@/api/types/chat';
import { chatNs } from '@/i18n/ns/chat';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { useFormat } from '../shared/format';
import { TextLine } from '../shared/text-line';
import { PresenceAvatar } from './presence-avatar';

export interface ChatListItemProps {
  /** The contact. */
  contact: ChatContact;
  /** The chat's last message (chats only); a contact shows their role instead. */
  lastMessage?: ChatMessage;
  /** Unseen messages: a badge while above 0. */
  unseen?: number;
  /** The chat open now. */
  active?: boolean;
  /** Opens the chat with this contact. */
  onOpen: (contact: ChatContact) => void;
}

/**
 * A row of the sidebar: avatar with status, name, last message or role, its time and the unseen
 * badge.
 */
export function ChatListItem({
  contact,
  lastMessage,
  unseen = 0,
  active = false,
  onOpen,
}: ChatListItemProps) {
  const { t } = useKitTranslation(chatNs);
  const f = useFormat();
  return (
    <li>
      <button
        type="button"
        aria-current={active || undefined}
        data-contact={contact.id}
        onClick={() => onOpen(contact)}
        className={cn(
          'ee:flex ee:w-full ee:cursor-pointer ee:items-center ee:gap-3 ee:rounded-ee ee:px-3 ee:py-2 ee:text-start ee:transition-colors',
          active ? 'ee:bg-primary-solid ee:text-white ee:shadow-soft' : 'ee:hover:bg-surface-2',
        )}
      >
        <PresenceAvatar
          name={contact.fullName}
          avatar={contact.avatar}
          status={contact.status}
          announce={false}
        />
        <span className="ee:min-w-0 ee:flex-1">
          <TextLine
            truncate
            className={cn(
              'ee:text-[15px] ee:font-medium',
              active ? 'ee:text-white' : 'ee:text-heading',
            )}
          >
            {contact.fullName}
            <span className="ee:sr-only"> ({t(`status.${contact.status}`)})</span>
          </TextLine>
          <TextLine
            truncate
            className={cn('ee:text-[13px]', active ? 'ee:text-white' : 'ee:text-muted')}
          >
            {lastMessage ? lastMessage.message : contact.role}
          </TextLine>
        </span>
        {(lastMessage || unseen > 0) && (
          <span className="ee:flex ee:shrink-0 ee:flex-col ee:items-end ee:gap-1">
            {lastMessage && (
              <time
                dateTime={lastMessage.time}
                className={cn('ee:text-[13px]', active ? 'ee:text-white' : 'ee:text-muted')}
              >
                {f.relativeTime(lastMessage.time)}
              </time>
            )}
            {unseen > 0 && (
              <span
                data-unseen={unseen}
                className="ee:inline-flex ee:h-5 ee:min-w-5 ee:items-center ee:justify-center ee:rounded-full ee:bg-[var(--ee-error-solid)] ee:px-1.5 ee:text-[12px] ee:font-medium ee:text-white"
              >
                <span aria-hidden>{f.number(unseen, 0)}</span>
                <span className="ee:sr-only">{t('unread', { number: f.number(unseen, 0) })}</span>
              </span>
            )}
          </span>
        )}
      </button>
    </li>
  );
}
