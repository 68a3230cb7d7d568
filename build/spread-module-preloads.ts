import type { Plugin } from 'vite';

/** Vite's helper that every `import()` of the built app goes through. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
/**
 * What the helper does for each chunk the imported one needs: one `<link rel=modulepreload>` each.
 */
const APPEND = 'document.head.appendChild(link);';
/**
 * Links added per task. Starting a request costs the page's main thread a little (the same for a
 * link and for `fetch`; figures in docs/performance.md): eight keep a task well under the 50 ms
 * that counts as blocking on Lighthouse's phone.
 */
const LINKS_PER_TASK = 8;

/**
 * The queue the helper's links go through instead of being added at once (see
 * spreadModulePreloads).
 */
const QUEUE = `const __eePreloadQueue = [];
function __eeAddPreloads() {
  for (const link of __eePreloadQueue.splice(0, ${LINKS_PER_TASK})) document.head.appendChild(link);
  if (__eePreloadQueue.length) setTimeout(__eeAddPreloads, 0);
}
function __eeAddPreloadSoon(link) {
  if (__eePreloadQueue.push(link) === 1) setTimeout(__eeAddPreloads, 0);
}
`;

/**
 * Spreads the build's module preloads over several tasks. Vite's helper adds a `<link
 * rel=modulepreload>` for every chunk an `import()` needs, all in the task that calls it: the home
 * page's route alone needs ~50 chunks, and the first load of `/` added ~135 links in a few tasks
 * (docs/performance.md has the main-thread figures), the largest part of the phone's Total Blocking
 * Time. Queued, they are added eight per task.
 *
 * Nothing waits longer for its code: the helper starts the `import()` itself at once (it never
 * waited for a script's preload, only for a style sheet's, which still waits for its `load`), and
 * the links are all in place a few milliseconds later, long before the imported chunk has arrived
 * and named what it needs. Build only: the dev server does not preload.
 */
export function spreadModulePreloads(): Plugin {
  return {
    name: 'spread-module-preloads',
    apply: 'build',
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(code, id) {
        if (id !== PRELOAD_HELPER_ID) return null;
        // Vite writes the helper's code; should its wording change, the build says so rather
        // than shipping the links unspread without anyone knowing.
        if (!code.includes(APPEND))
          this.error(
            `spread-module-preloads: Vite's preload helper no longer contains "${APPEND}"`,
          );
        return { code: QUEUE + code.replace(APPEND, '__eeAddPreloadSoon(link);'), map: null };
      },
    },
  };
}
