/**
 * Mounts a React tree for a browser test (tests/browser): in a fresh `<div>` of the page, inside
 * the kit's providers the test asks for, and takes it down after each test (unmounted, the page
 * emptied). Issue 37.3: the browser tests hand-rolled `createRoot` + `act` + providers each.
 *
 *   const view = render(<DataTable … />);                    // no providers
 *   render(<DeviceListScreen />, { i18n: 'en', api: {}, router: ['/devices'] });
 *   view.rerender(<DataTable … />);                          // the same root, new props
 *
 * In act (React's test environment) by default: each render's effects have run when it returns.
 * `act: false` renders as a browser would, for tests that wait for real work (lazy chunks,
 * boundaries) with `expect.poll`.
 */
import type { i18n as I18n } from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';

import { ApiProvider, createQueryClient, type ApiProviderProps } from '@/api/client/api-provider';
import { createI18n } from '@/i18n';
import type { SettingsLanguage } from '@/settings/settings';

export interface RenderOptions {
  /** Catalogues: a language (a new instance of createI18n) or an instance of the test's own. */
  i18n?: SettingsLanguage | I18n;
  /** The API's provider (a fresh query client unless one is given). */
  api?: Omit<ApiProviderProps, 'children'>;
  /** A MemoryRouter at these entries (a test with a data router renders its RouterProvider). */
  router?: string[];
  /** In React's act environment (default true): updates are flushed before render returns. */
  act?: boolean;
  /**
   * The element to mount in, sized or styled by the test first (default a new `<div>`); added to
   * the page when it is not in it.
   */
  host?: HTMLElement;
}

export interface Rendered {
  /** The element the tree is mounted in. */
  host: HTMLElement;
  /** The React root, for a test that renders in it itself (in flushSync; no providers then). */
  root: Root;
  /** The tree again, in the same root and providers (new props, the same state). */
  rerender(node: ReactNode): void;
  /** Takes the tree down now (after each test it is done anyway). */
  unmount(): void;
}

const ACT_FLAG = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** The roots mounted in this test, with whether each was mounted in act. */
const mounted = new Map<Root, boolean>();

function unmountRoot(root: Root): void {
  const inAct = mounted.get(root);
  if (inAct === undefined) return;
  mounted.delete(root);
  if (inAct) act(() => root.unmount());
  else root.unmount();
}

/**
 * Unmounts every tree of the test and empties the page (run after each test; safe to call twice).
 */
export function cleanup(): void {
  for (const root of [...mounted.keys()]) unmountRoot(root);
  document.body.innerHTML = '';
}

afterEach(cleanup);

/** Wraps a tree in the providers `options` ask for, made once (a rerender keeps their state). */
function providers({ i18n, api, router }: RenderOptions): (node: ReactNode) => ReactNode {
  const instance = typeof i18n === 'string' ? createI18n(i18n) : i18n;
  const queryClient = api && (api.queryClient ?? createQueryClient());
  return (node) => {
    let tree = node;
    if (router) tree = <MemoryRouter initialEntries={router}>{tree}</MemoryRouter>;
    if (api)
      tree = (
        <ApiProvider {...api} queryClient={queryClient}>
          {tree}
        </ApiProvider>
      );
    if (instance) tree = <I18nextProvider i18n={instance}>{tree}</I18nextProvider>;
    return tree;
  };
}

/**
 * Mounts `node` in a new `<div>` of the page (or `options.host`), in the providers `options` ask
 * for.
 */
export function render(node: ReactNode, options: RenderOptions = {}): Rendered {
  const inAct = options.act ?? true;
  ACT_FLAG.IS_REACT_ACT_ENVIRONMENT = inAct;
  const host = options.host ?? document.createElement('div');
  if (!host.isConnected) document.body.appendChild(host);
  const root = createRoot(host);
  mounted.set(root, inAct);
  const wrap = providers(options);
  const draw = (tree: ReactNode) => {
    const wrapped = wrap(tree);
    if (inAct) act(() => root.render(wrapped));
    else root.render(wrapped);
  };
  draw(node);
  return { host, root, rerender: draw, unmount: () => unmountRoot(root) };
}
