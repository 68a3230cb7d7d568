/**
 * Issue 35.1: MSW 2 let the page go on `beforeunload`, which a mailto: link fires without
 * unloading; the simulation then stopped answering. closeOnPageHide moves that listener to
 * `pagehide`. Here over a worker recorded as MSW 2.9 records it, and against the installed MSW's
 * own code (an upgrade that changes it must be looked at again).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import { closeOnPageHide } from '@/api/mock/close-on-page-hide';

/** A worker with MSW 2.9's listener records, its page-close listener on `target`. */
function msw29Worker(target: EventTarget) {
  const closed: string[] = [];
  const listeners: { eventType: string; target: EventTarget; callback: (event: Event) => void }[] =
    [{ eventType: 'message', target: new EventTarget(), callback: () => {} }];
  const addListener = (eventType: string, callback: (event: Event) => void) => {
    target.addEventListener(eventType, callback);
    listeners.push({ eventType, target, callback });
  };
  addListener('beforeunload', (event) => closed.push(event.type));
  const removeAllListeners = () =>
    listeners.forEach((l) => l.target.removeEventListener(l.eventType, l.callback));
  return { worker: { listeners }, closed, removeAllListeners };
}

const pageHide = (persisted: boolean) => Object.assign(new Event('pagehide'), { persisted });

describe('closeOnPageHide', () => {
  it('a beforeunload that does not unload leaves the page the worker’s client; pagehide lets it go', () => {
    const page = new EventTarget();
    const { worker, closed } = msw29Worker(page);
    expect(closeOnPageHide(worker, page)).toBe(true);
    page.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(closed).toEqual([]);
    // Kept for the back/forward cache: it may come back, and is still a client.
    page.dispatchEvent(pageHide(true));
    expect(closed).toEqual([]);
    page.dispatchEvent(pageHide(false));
    expect(closed).toEqual(['pagehide']);
  });

  it('keeps the record true, so stopping the worker removes the moved listener', () => {
    const page = new EventTarget();
    const { worker, closed, removeAllListeners } = msw29Worker(page);
    closeOnPageHide(worker, page);
    expect(worker.listeners.map((l) => l.eventType)).toEqual(['message', 'pagehide']);
    removeAllListeners();
    page.dispatchEvent(pageHide(false));
    expect(closed).toEqual([]);
  });

  it('changes nothing on a worker without such a listener', () => {
    const page = new EventTarget();
    expect(closeOnPageHide({}, page)).toBe(false);
    expect(
      closeOnPageHide(
        {
          listeners: [{ eventType: 'beforeunload', target: new EventTarget(), callback: () => {} }],
        },
        page,
      ),
    ).toBe(false);
  });

  it('the installed MSW still lets the page go on beforeunload, through its listener records', () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(
      require.resolve('msw/browser').replace(/index\.js$/, 'index.mjs'),
      'utf8',
    );
    expect(source).toContain('context.events.addListener(window, "beforeunload"');
    expect(source).toMatch(/this\.listeners\.push\(\{\s*eventType,\s*target,\s*callback\s*\}\)/);
  });
});
