import { useCallback, useRef, useState } from 'react';

import { useSendMessage } from '@/api/client/chat';
import type { ChatMessage } from '@/api/types/chat';
import { now } from '@/lib/clock';

/**
 * A message on its way: shown at once in its chat, then replaced by the API's copy, or kept with a
 * retry.
 */
export interface OutgoingMessage {
  key: string;
  userId: number;
  message: string;
  /** When it was handed over (ISO, app clock). */
  time: string;
  state: 'sending' | 'failed';
  /** The API's reason for a failure, in the user's language. */
  error?: string;
  /** The API's copy once stored: the item gives way when the chat holds it. */
  stored?: ChatMessage;
}

/** True when the chat's messages hold the stored copy of `item`. */
export function isDelivered(item: OutgoingMessage, messages: readonly ChatMessage[]): boolean {
  const stored = item.stored;
  return (
    stored !== undefined &&
    messages.some(
      (m) =>
        m.time === stored.time && m.message === stored.message && m.senderId === stored.senderId,
    )
  );
}

/**
 * Optimistic sending: `send` shows the message in its chat at once; when the API has stored it,
 * the chat's own copy (with its ticks) takes its place the moment the chat holds it (so it is
 * never shown twice nor missing for a frame); when it fails it stays, with its text and the
 * reason, until `retry` sends it again. Kept per screen, for every chat.
 */
export function useOutbox() {
  const { mutateAsync } = useSendMessage();
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  const seq = useRef(0);

  const deliver = useCallback(
    (item: OutgoingMessage) => {
      mutateAsync({ userId: item.userId, message: item.message }).then(
        ({ msg }) =>
          setOutbox((list) => list.map((m) => (m.key === item.key ? { ...m, stored: msg } : m))),
        (error: unknown) =>
          setOutbox((list) =>
            list.map((m) =>
              m.key === item.key
                ? {
                    ...m,
                    state: 'failed',
                    error: error instanceof Error ? error.message : String(error),
                  }
                : m,
            ),
          ),
      );
    },
    [mutateAsync],
  );

  const send = useCallback(
    (userId: number, message: string) => {
      const item: OutgoingMessage = {
        key: `out-${++seq.current}`,
        userId,
        message,
        time: new Date(now()).toISOString(),
        state: 'sending',
      };
      setOutbox((list) => [...list, item]);
      deliver(item);
    },
    [deliver],
  );

  const retry = useCallback(
    (key: string) => {
      const item = outbox.find((m) => m.key === key);
      if (!item || item.state !== 'failed') return;
      const again: OutgoingMessage = { ...item, state: 'sending', error: undefined };
      setOutbox((list) => list.map((m) => (m.key === key ? again : m)));
      deliver(again);
    },
    [outbox, deliver],
  );

  /** Forgets the items of a chat whose stored copies it now holds. */
  const settle = useCallback((userId: number, messages: readonly ChatMessage[]) => {
    setOutbox((list) =>
      list.some((m) => m.userId === userId && isDelivered(m, messages))
        ? list.filter((m) => m.userId !== userId || !isDelivered(m, messages))
        : list,
    );
  }, []);

  return { outbox, send, retry, settle };
}
