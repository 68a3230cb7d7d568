import { IconArrowLeft, IconMessages } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';

import type { ApiQueryResult } from '@/api/client/hooks';
import type { ChatContact, ChatMessage, ChatProfileUser, ChatResponse } from '@/api/types/chat';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { IconButton } from '@/components/ui/icon-button';
import { chatNs } from '@/i18n/ns/chat';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { TextLine } from '../shared/text-line';
import type { DayMessage } from './chat-days';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { PresenceAvatar } from './presence-avatar';
import { isDelivered, type OutgoingMessage } from './use-outbox';

export interface ChatConversationProps {
  /** The contact whose chat is open. */
  userId: number;
  /** The open chat's query (useChat): the screen reads it too, for the contact's drawer. */
  chat: ApiQueryResult<ChatResponse>;
  /** The contact as the list knows them, shown while the chat loads. */
  contact?: ChatContact;
  /** You (your avatar beside your messages). */
  profile?: ChatProfileUser;
  /** Messages of this chat on their way. */
  outgoing: readonly OutgoingMessage[];
  /** Sends a message to this contact. */
  onSend: (message: string) => void;
  /** Sends a failed message again. */
  onRetry: (key: string) => void;
  /** Forgets the messages on their way that the chat now holds. */
  onSettle: (messages: readonly ChatMessage[]) => void;
  /** Back to the list (phones show one pane at a time). */
  onBack: () => void;
  /** Opens the contact's profile. */
  onOpenContact: (contact: ChatContact) => void;
  /** Id of the message box. */
  composerId: string;
}

const stateOf = (m: ChatMessage): DayMessage['state'] =>
  m.feedback.isSeen ? 'seen' : m.feedback.isDelivered ? 'delivered' : 'sent';

/**
 * The open chat: the contact (their profile a click away), the messages grouped by day with
 * your messages' ticks, and the composer. A message you send shows at once; the chat's own
 * copy replaces it when stored, and its ticks move as the chat is read again.
 */
export function ChatConversation({
  userId,
  chat,
  contact: known,
  profile,
  outgoing,
  onSend,
  onRetry,
  onSettle,
  onBack,
  onOpenContact,
  composerId,
}: ChatConversationProps) {
  const { t } = useKitTranslation(chatNs);
  const contact = chat.data?.contact ?? known;
  const stored = useMemo(() => chat.data?.chat?.messages ?? [], [chat.data]);

  useEffect(() => {
    if (stored.length) onSettle(stored);
  }, [stored, onSettle]);

  const messages = useMemo<DayMessage[]>(() => {
    const contactId = chat.data?.contact.id ?? userId;
    const shown: DayMessage[] = stored.map((m, i) => ({
      key: `m-${i}`,
      message: m.message,
      time: m.time,
      own: m.senderId !== contactId,
      state: stateOf(m),
    }));
    for (const item of outgoing) {
      if (isDelivered(item, stored)) continue;
      shown.push({
        key: item.key,
        message: item.message,
        time: item.time,
        own: true,
        state: item.stored ? 'sent' : item.state,
        error: item.error,
      });
    }
    return shown;
  }, [stored, outgoing, chat.data, userId]);

  const back = (
    <IconButton className="ee:@2xl:hidden" aria-label={t('back')} onClick={onBack}>
      <IconArrowLeft aria-hidden className="ee:rtl:-scale-x-100" />
    </IconButton>
  );

  if (chat.isError && !contact) {
    return (
      <div className="ee:flex ee:flex-1 ee:flex-col">
        <div className="ee:flex ee:items-center ee:border-b ee:border-line ee:px-4 ee:py-3">
          {back}
        </div>
        <ErrorState
          title={t('chatError')}
          message={chat.error.message}
          onRetry={() => void chat.refetch()}
          retrying={chat.isFetching}
          className="ee:my-auto"
        />
      </div>
    );
  }

  return (
    <section
      aria-label={contact ? t('conversationLabel', { name: contact.fullName }) : undefined}
      className="ee:flex ee:min-h-0 ee:min-w-0 ee:flex-1 ee:flex-col"
    >
      <header className="ee:flex ee:min-h-[65px] ee:items-center ee:gap-2 ee:border-b ee:border-line ee:px-4 ee:py-2.5 ee:sm:px-6">
        {back}
        {contact ? (
          <button
            type="button"
            onClick={() => onOpenContact(contact)}
            className="ee:flex ee:min-w-0 ee:cursor-pointer ee:items-center ee:gap-3 ee:rounded-ee ee:p-1 ee:text-start ee:hover:bg-surface-2"
          >
            <PresenceAvatar
              name={contact.fullName}
              avatar={contact.avatar}
              status={contact.status}
              announce={false}
            />
            <span className="ee:min-w-0">
              <TextLine truncate className="ee:text-[15px] ee:font-medium ee:text-heading">
                {contact.fullName}
                <span className="ee:sr-only"> ({t(`status.${contact.status}`)})</span>
              </TextLine>
              <TextLine truncate className="ee:text-[13px] ee:text-muted">
                {contact.role}
              </TextLine>
              <span className="ee:sr-only">{t('openContact')}</span>
            </span>
          </button>
        ) : (
          <Skeleton variant="line" className="ee:h-5 ee:w-40" />
        )}
      </header>
      {chat.isPending ? (
        <div aria-busy="true" className="ee:flex ee:flex-1 ee:flex-col ee:gap-4 ee:bg-body ee:p-6">
          {[60, 40, 70, 50].map((w, i) => (
            <Skeleton
              key={i}
              variant="block"
              className={i % 2 ? 'ee:h-10 ee:self-end' : 'ee:h-10'}
              style={{ width: `${w}%` }}
            />
          ))}
        </div>
      ) : chat.isError ? (
        <ErrorState
          title={t('chatError')}
          message={chat.error.message}
          onRetry={() => void chat.refetch()}
          retrying={chat.isFetching}
          className="ee:flex-1 ee:bg-body"
        />
      ) : messages.length === 0 ? (
        <EmptyState
          icon={<IconMessages aria-hidden size={28} />}
          title={t('noMessages')}
          description={contact ? t('noMessagesHint', { name: contact.fullName }) : undefined}
          className="ee:flex-1 ee:justify-center ee:bg-body"
        />
      ) : (
        <MessageList
          messages={messages}
          contact={contact ?? { fullName: '', avatar: '' }}
          self={profile ?? { fullName: t('you'), avatar: '' }}
          onRetry={onRetry}
        />
      )}
      {contact && !chat.isError && (
        <MessageComposer id={composerId} contactName={contact.fullName} onSend={onSend} autoFocus />
      )}
    </section>
  );
}
