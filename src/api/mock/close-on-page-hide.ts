/**
 * MSW 2's page client tells its worker the page has closed on `beforeunload` (the worker then
 * forgets the page, and unregisters itself when it thinks no page is left), stops its keep-alive
 * and marks itself stopped. But `beforeunload` does not mean the page goes: a mailto: or tel:
 * link fires it and the page stays, and so does a leave prompt the user cancels. From then on
 * every `/api/…` request went past the simulation to the server (mswjs/msw#1105, #1047). MSW 3
 * listens to `pagehide` instead (mswjs/msw#2720), but needs Node 22; this moves MSW 2's own
 * listener to `pagehide`, where a page that goes is really going (one kept for the back/forward
 * cache is not: it may come back and is still the worker's client).
 */
import { isRecord } from '@/lib/is-record';

/** What MSW 2's worker keeps of each listener it adds (`SetupWorkerApi.listeners`). */
interface ListenerRecord {
  eventType: string;
  target: EventTarget;
  callback: (event: Event) => void;
}

const isListenerRecord = (value: unknown): value is ListenerRecord =>
  isRecord(value) &&
  typeof value.eventType === 'string' &&
  typeof value.callback === 'function' &&
  value.target instanceof EventTarget;

/**
 * Moves the started worker's `beforeunload` listener on `target` to `pagehide`, keeping its
 * record up to date so that `worker.stop()` still removes it. Returns whether it found one: false
 * with an MSW that no longer listens there (MSW 3), and nothing is changed then.
 */
export function closeOnPageHide(worker: object, target: EventTarget = window): boolean {
  const listeners: unknown = Reflect.get(worker, 'listeners');
  if (!Array.isArray(listeners)) return false;
  let moved = false;
  for (const record of listeners) {
    if (
      !isListenerRecord(record) ||
      record.eventType !== 'beforeunload' ||
      record.target !== target
    )
      continue;
    const close = record.callback;
    const onPageHide = (event: Event) => {
      if (!(event as PageTransitionEvent).persisted) close(event);
    };
    target.removeEventListener('beforeunload', close);
    target.addEventListener('pagehide', onPageHide);
    record.eventType = 'pagehide';
    record.callback = onPageHide;
    moved = true;
  }
  return moved;
}
