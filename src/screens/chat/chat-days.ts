/**
 * A conversation as the screen draws it: messages grouped by the reader's calendar day, and in
 * each day runs of messages from one sender (the avatar shows once per run).
 */
export interface DayMessage {
  /** Stable key (sent messages by position, messages being sent by their own key). */
  key: string;
  message: string;
  /** ISO time it was sent (or handed to the API). */
  time: string;
  /** True when you sent it. */
  own: boolean;
  /** sent/delivered/seen from the API, or the local state of one being sent. */
  state: 'sending' | 'failed' | 'sent' | 'delivered' | 'seen';
  /** Why it failed, in the user's language. */
  error?: string;
}

export interface MessageRun {
  own: boolean;
  messages: DayMessage[];
}

export interface MessageDay {
  /** The local day, YYYY-MM-DD. */
  day: string;
  runs: MessageRun[];
}

/** The local calendar day (YYYY-MM-DD) of an instant: the reader's day, not UTC's. */
export function localDay(at: number): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Messages (in the order sent) grouped by local day, then by runs of one sender. */
export function groupByDay(messages: readonly DayMessage[]): MessageDay[] {
  const days: MessageDay[] = [];
  for (const message of messages) {
    const day = localDay(Date.parse(message.time));
    let current = days[days.length - 1];
    if (!current || current.day !== day) days.push((current = { day, runs: [] }));
    const run = current.runs[current.runs.length - 1];
    if (run && run.own === message.own) run.messages.push(message);
    else current.runs.push({ own: message.own, messages: [message] });
  }
  return days;
}
