import { useId } from 'react';

import type { ChatContact, ChatsAndContactsResponse } from '@/api/types/chat';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { SearchInput } from '@/components/filter/search-input';
import { chatNs } from '@/i18n/ns/chat';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { TextLine } from '../shared/text-line';
import { ChatListItem } from './chat-list-item';
import { PresenceAvatar } from './presence-avatar';

export interface ChatSidebarProps {
  /** The lists as the API answered them (undefined while loading). */
  data?: ChatsAndContactsResponse;
  /** The lists' load failed: the message. */
  error?: string;
  /** Loads the lists again. */
  onRetry: () => void;
  /** The search text (from the URL). */
  q: string;
  /** Changes the search text. */
  onSearch: (q: string) => void;
  /** The contact whose chat is open. */
  activeId?: number;
  /** Opens the chat with a contact (a new one when there is none). */
  onOpen: (contact: ChatContact) => void;
  /** Opens your profile. */
  onOpenProfile: () => void;
  /** Id of the search box, for "Choose a contact" to focus it. */
  searchId?: string;
  /** Classes of the aside. */
  className?: string;
}

/**
 * The sidebar: you (your profile a click away), search by full name, your chats (newest first,
 * last message, unseen badge) and all contacts (a contact without a chat starts one).
 */
export function ChatSidebar({
  data,
  error,
  onRetry,
  q,
  onSearch,
  activeId,
  onOpen,
  onOpenProfile,
  searchId,
  className,
}: ChatSidebarProps) {
  const { t } = useKitTranslation(chatNs);
  const chatsId = useId();
  const contactsId = useId();
  const profile = data?.profileUser;
  return (
    <aside
      aria-label={t('sidebarLabel')}
      className={cn(
        'ee:min-h-0 ee:flex-col ee:border-line ee:@2xl:w-[20rem] ee:@2xl:shrink-0 ee:@2xl:border-e ee:@5xl:w-[22rem]',
        className,
      )}
    >
      <div className="ee:flex ee:min-h-[65px] ee:items-center ee:gap-3 ee:border-b ee:border-line ee:px-4 ee:py-2.5">
        {profile ? (
          <button
            type="button"
            onClick={onOpenProfile}
            className="ee:cursor-pointer ee:rounded-full ee:p-0.5 ee:hover:bg-surface-2"
            data-profile-status={profile.status}
          >
            <PresenceAvatar
              name={profile.fullName}
              avatar={profile.avatar}
              status={profile.status}
              announce={false}
            />
            <span className="ee:sr-only">
              {t('openProfile', { status: t(`status.${profile.status}`) })}
            </span>
          </button>
        ) : (
          <Skeleton variant="circle" className="ee:size-[38px] ee:shrink-0" />
        )}
        <SearchInput
          id={searchId}
          value={q}
          onChange={onSearch}
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          className="ee:flex-1"
        />
      </div>
      <div className="ee:min-h-0 ee:flex-1 ee:overflow-y-auto ee:px-3 ee:py-4">
        {error ? (
          <ErrorState title={t('loadError')} message={error} onRetry={onRetry} titleAs="h2" />
        ) : !data ? (
          <div aria-busy="true" className="ee:flex ee:flex-col ee:gap-4 ee:px-2">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="ee:flex ee:items-center ee:gap-3">
                <Skeleton variant="circle" className="ee:size-[38px] ee:shrink-0" />
                <div className="ee:flex ee:flex-1 ee:flex-col ee:gap-1.5">
                  <Skeleton variant="line" className="ee:w-1/2" />
                  <Skeleton variant="line" className="ee:w-4/5" />
                </div>
              </div>
            ))}
          </div>
        ) : (
          <>
            <h2
              id={chatsId}
              className="ee:m-0 ee:mb-2 ee:px-3 ee:text-lg ee:font-medium ee:text-primary-ink"
            >
              {t('chats')}
            </h2>
            {data.chatsContacts.length === 0 ? (
              <TextLine className="ee:mb-4 ee:px-3 ee:text-[15px] ee:text-muted">
                {t('noChats')}
              </TextLine>
            ) : (
              <ul
                aria-labelledby={chatsId}
                className="ee:m-0 ee:mb-4 ee:flex ee:list-none ee:flex-col ee:gap-1 ee:p-0"
              >
                {data.chatsContacts.map((c) => (
                  <ChatListItem
                    key={c.id}
                    contact={c}
                    lastMessage={c.chat.lastMessage}
                    unseen={c.chat.unseenMsgs}
                    active={c.id === activeId}
                    onOpen={onOpen}
                  />
                ))}
              </ul>
            )}
            <h2
              id={contactsId}
              className="ee:m-0 ee:mb-2 ee:px-3 ee:text-lg ee:font-medium ee:text-primary-ink"
            >
              {t('contacts')}
            </h2>
            {data.contacts.length === 0 ? (
              <TextLine className="ee:px-3 ee:text-[15px] ee:text-muted">
                {t('noContacts')}
              </TextLine>
            ) : (
              <ul
                aria-labelledby={contactsId}
                className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-1 ee:p-0"
              >
                {data.contacts.map((c) => (
                  <ChatListItem
                    key={c.id}
                    contact={c}
                    active={c.id === activeId && !data.chatsContacts.some((x) => x.id === c.id)}
                    onOpen={onOpen}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </aside>
  );
}
