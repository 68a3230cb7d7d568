import { IconMessages, IconUsers } from '@tabler/icons-react';
import { useCallback, useId, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useChat, useChatsAndContacts } from '@/api/client/chat';
import type { ChatContact, ChatMessage } from '@/api/types/chat';
import { EmptyState } from '@/components/feedback/empty-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { chatNs } from '@/i18n/ns/chat';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { ChatConversation } from './chat-conversation';
import { ChatSidebar } from './chat-sidebar';
import { ContactDrawer, ProfileDrawer } from './lazy-overlays';
import { useOutbox } from './use-outbox';

/**
 * /apps/chat reads the open chat (`?chat=<contact id>`) and the search (`?q=`) from the URL; it
 * takes no props.
 */
export type ChatScreenProps = Record<string, never>;

/** A contact id from the URL: a whole number from 1, else none. */
function contactIdOf(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

/**
 * /apps/chat: your chats (newest first) and contacts with a search by name, the open chat with
 * messages grouped by day and their ticks, your profile and a contact's. Opening a chat marks it
 * seen; a message shows at once and is sent through the API, a failed one stays with a retry; a
 * contact without a chat gets one with the first message. The open chat and the search are in
 * the URL (a reload or a shared link keeps them); phones show one pane at a time.
 */
export function ChatScreen(_props: ChatScreenProps) {
  const { t } = useKitTranslation(chatNs);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const activeId = contactIdOf(params.get('chat'));
  const lists = useChatsAndContacts(q);
  const chat = useChat(activeId);
  const { outbox, send, retry, settle } = useOutbox();
  const [profileOpen, setProfileOpen] = useState(false);
  const [contactShown, setContactShown] = useState<ChatContact | null>(null);
  const searchId = useId();
  const composerId = useId();

  const setParam = useCallback(
    (key: string, value: string | undefined, push = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: !push },
      ),
    [setParams],
  );

  const data = lists.data;
  const known =
    data?.contacts.find((c) => c.id === activeId) ??
    data?.chatsContacts.find((c) => c.id === activeId);
  const onSettle = useCallback(
    (messages: readonly ChatMessage[]) => activeId !== undefined && settle(activeId, messages),
    [activeId, settle],
  );

  return (
    <div className="ee:p-4 ee:sm:p-6">
      <h1 className="ee:sr-only">{t('title')}</h1>
      <Card className="ee:@container ee:flex ee:h-[calc(100dvh-10rem)] ee:min-h-[28rem] ee:overflow-hidden">
        <ChatSidebar
          className={cn('ee:flex ee:w-full', activeId !== undefined && 'ee:@max-2xl:hidden')}
          data={data}
          error={lists.isError ? lists.error.message : undefined}
          onRetry={() => void lists.refetch()}
          q={q}
          onSearch={(next) => setParam('q', next.trim() || undefined)}
          activeId={activeId}
          onOpen={(contact) => setParam('chat', String(contact.id), true)}
          onOpenProfile={() => setProfileOpen(true)}
          searchId={searchId}
        />
        <div
          className={cn(
            'ee:flex ee:min-w-0 ee:flex-1',
            activeId === undefined && 'ee:@max-2xl:hidden',
          )}
        >
          {activeId !== undefined ? (
            <ChatConversation
              key={activeId}
              userId={activeId}
              chat={chat}
              contact={known}
              profile={data?.profileUser}
              outgoing={outbox.filter((m) => m.userId === activeId)}
              onSend={(message) => send(activeId, message)}
              onRetry={retry}
              onSettle={onSettle}
              onBack={() => setParam('chat', undefined, true)}
              onOpenContact={setContactShown}
              composerId={composerId}
            />
          ) : (
            <EmptyState
              icon={<IconMessages aria-hidden size={28} />}
              title={t('emptyTitle')}
              titleAs="h2"
              description={t('emptyHint')}
              className="ee:m-auto"
              action={
                <Button
                  variant="tonal"
                  startIcon={<IconUsers aria-hidden size={18} />}
                  onClick={() => document.getElementById(searchId)?.focus()}
                >
                  {t('emptyAction')}
                </Button>
              }
            />
          )}
        </div>
      </Card>
      {data && (
        <ProfileDrawer
          open={profileOpen}
          onOpenChange={setProfileOpen}
          profile={data.profileUser}
        />
      )}
      <ContactDrawer
        contact={contactShown}
        messages={
          contactShown && contactShown.id === activeId ? chat.data?.chat?.messages : undefined
        }
        onClose={() => setContactShown(null)}
      />
    </div>
  );
}
