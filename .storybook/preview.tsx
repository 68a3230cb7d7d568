import type { Decorator, Preview } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

import '@/theme/app.css';

import type { i18n as I18n } from 'i18next';

import { ApiProvider, createQueryClient } from '@/api/client/api-provider';
import { StaticLiveFeed, type LiveFeed } from '@/api/client/live';
import { Toaster } from '@/components/feedback/toaster';
import { createI18n, directionOf, isLanguage, languages, type Language } from '@/i18n';
import { loadAllCatalogues } from '@/i18n/sample-app-catalogues';
import { setClock } from '@/lib/clock';

import { resetStoryDb, startStoryWorker, STORY_NOW, storyAccessToken } from './mock-api';

interface StoryGlobals {
  theme?: 'light' | 'dark';
  skin?: 'default' | 'bordered';
  locale?: string;
  direction?: 'auto' | 'ltr' | 'rtl';
}

// findBy… and waitFor wait up to 5 s instead of 1 s: on a 2-core CI machine, with two story pages
// and the dev server sharing it, a query answered by the simulation can take over a second. A
// thing that never shows still fails, only later.
configure({ asyncUtilTimeout: 5000 });

/**
 * One i18next instance per language, its catalogues loaded before the story renders (loader below).
 */
const instances = new Map<Language, I18n>();
function i18nFor(locale: Language): I18n {
  let instance = instances.get(locale);
  if (!instance) instances.set(locale, (instance = createI18n(locale)));
  return instance;
}
const localeOf = (globals: StoryGlobals): Language =>
  isLanguage(globals.locale) ? globals.locale : 'en';

/**
 * Stories never open a socket (pixels must not depend on one): a story drives its own fixed
 * stream (`parameters.live`, a StaticLiveFeed), the others get one that is live and sends nothing.
 */
const quietFeed = new StaticLiveFeed('live');
const liveFeedOf = (given: unknown): LiveFeed =>
  given instanceof StaticLiveFeed ? given : quietFeed;

/** Theme, skin, language and direction from the toolbar (or a story's `globals`). */
const withProviders: Decorator = (Story, context) => <StoryFrame Story={Story} context={context} />;

/**
 * Toasts show in Storybook as in the app, for people reviewing a save or a failure, on a story's
 * own page (a docs page renders many stories, and each Toaster would show every toast). Not under
 * test automation: a toast leaves on a timer, so it would make a pixel baseline depend on timing. A
 * story whose play test reads the toast (`parameters: { toasts: true }`, with no baseline) gets
 * them.
 */
const showToasts = typeof navigator !== 'undefined' && !navigator.webdriver;

function StoryFrame({
  Story,
  context,
}: {
  Story: Parameters<Decorator>[0];
  context: Parameters<Decorator>[1];
}) {
  const globals = context.globals as StoryGlobals;
  const locale = localeOf(globals);
  const dir =
    globals.direction && globals.direction !== 'auto' ? globals.direction : directionOf(locale);
  const theme = globals.theme ?? 'light';
  const skin = globals.skin ?? 'default';
  const i18n = i18nFor(locale);
  const queryClient = (context.loaded as { queryClient?: QueryClient }).queryClient;
  const route = (context.parameters.route as string | undefined) ?? '/';
  const fullscreen = context.parameters.layout === 'fullscreen';

  useLayoutEffect(() => {
    const html = document.documentElement;
    html.dataset.theme = theme;
    html.dataset.skin = skin;
    html.lang = locale;
    html.dir = dir;
  }, [theme, skin, locale, dir]);

  const content = (
    <div
      data-visual-root=""
      dir={dir}
      className={fullscreen ? 'ee:min-h-screen ee:bg-body' : 'ee:bg-body ee:p-6'}
    >
      <Story />
    </div>
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ApiProvider
        queryClient={queryClient}
        getAccessToken={storyAccessToken}
        liveFeed={liveFeedOf(context.parameters.live)}
      >
        {context.parameters.router === false ? (
          content
        ) : (
          <MemoryRouter initialEntries={[route]}>{content}</MemoryRouter>
        )}
        {(showToasts || context.parameters.toasts === true) && context.viewMode === 'story' && (
          <Toaster />
        )}
      </ApiProvider>
    </I18nextProvider>
  );
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withProviders],
  loaders: [
    async ({ globals }) => {
      // Every message of the story's language is in before the first render (no suspended frame),
      // the sample apps' as well as the kit's: their screens have stories too.
      await loadAllCatalogues(i18nFor(localeOf(globals as StoryGlobals)));
      // Text is measured during render (chart ticks, truncation): the faces must be loaded
      // before the first render, not only before the screenshot.
      await Promise.all(
        ['400', '500', '600', '700'].map((weight) =>
          document.fonts.load(`${weight} 15px "Public Sans"`),
        ),
      );
      setClock(STORY_NOW);
      resetStoryDb();
      // A fresh cache per story: no story sees another's data. The app's retries without its
      // 1 s and 2 s waits: an error story shows the same state after the same three calls, ~3 s
      // sooner (44 error stories spent ~140 s of every run waiting).
      const queryClient = createQueryClient();
      const defaults = queryClient.getDefaultOptions();
      queryClient.setDefaultOptions({
        ...defaults,
        queries: { ...defaults.queries, retryDelay: 0 },
      });
      return { queryClient };
    },
    mswLoader(startStoryWorker),
  ],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    skin: {
      description: 'Skin',
      toolbar: {
        title: 'Skin',
        icon: 'component',
        items: [
          { value: 'default', title: 'Default' },
          { value: 'bordered', title: 'Bordered' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'Auto (from locale)' },
          { value: 'ltr', title: 'LTR' },
          { value: 'rtl', title: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: languages.map((l) => ({ value: l.code, title: l.label })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', skin: 'default', direction: 'auto', locale: 'en' },
  parameters: {
    layout: 'padded',
    // Tests fail on violations only: axe then skips building selectors for every passing node,
    // ~0.1 s of each story's ~0.3 s check (the panel lists one node per passing rule).
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Storybook's sizes and the 390 × 844 phone the e2e checks use; a story picks it with
    // `globals: { viewport: { value: 'phone' } }` (set on the page itself, so portals narrow too).
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        phone: {
          name: 'Phone (390 × 844)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
      },
    },
    options: { storySort: { order: ['Foundations', 'Components', 'Layout', 'Screens', 'Pages'] } },
  },
};

export default preview;
