/* global self, URL, importScripts */
/*
 * The demo app's simulation worker: MSW's own (mockServiceWorker.js, imported unchanged: MSW
 * checks its checksum), with the app's built files let through first.
 *
 * MSW's worker sends every request of a page it mocks for to that page and waits for the page's
 * answer, the script files too: each chunk the app loads after the simulation started cost a
 * message handled on the page's main thread, and waited for it while React rendered. Files
 * under assets/ are never mocked (onUnhandledRequest: 'bypass'), so the browser fetches them
 * itself. The API's calls go to MSW as before.
 */
const ASSETS = new URL('assets/', self.registration.scope).href;

self.addEventListener('fetch', (event) => {
  // Registered before MSW's listener: stopping here leaves the request to the network.
  if (event.request.url.startsWith(ASSETS)) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
