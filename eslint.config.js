import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The app folder, as an import path names it from anywhere (`../../app/x`). */
const APP = '**/app/**';

/**
 * One `no-restricted-imports` block per folder: `[files, forbidden import patterns, why, more
 * patterns]`.
 */
function zones(list) {
  return list.map(([files, group, message, more = []]) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }, ...more] }] },
  }));
}

/**
 * What screens may not take from the client (issue 37.2): every read and write is a hook of
 * src/api/client, with its invalidation there. Not TanStack Query (a screen invalidating by hand),
 * not the requester, not the raw requesters (`listDevices`, `deleteInvoice`…), query keys or
 * invalidation helpers; hooks (`use…`), types, ApiError and the error predicates stay open.
 */
const SCREEN_WRITES = [
  {
    group: ['@tanstack/react-query', '@tanstack/query-core'],
    message:
      'Screens read and write through client hooks (src/api/client), which own the query client and the invalidation.',
  },
  {
    group: ['**/api/client/*'],
    importNamePattern: '^(?!use(?!Requester$)|ApiError$|is[A-Z]).*$',
    allowTypeImports: true,
    message:
      'Screens call client hooks (use…), never the requester, raw requesters, query keys or invalidation helpers: a write hook refreshes what it changed.',
  },
];

/** What every screen file may not import (the zone of src/screens, repeated by each domain's). */
const SCREEN_ZONE = {
  group: [APP, '**/api/mock/**', 'msw', 'msw/*'],
  message: 'Screens use client hooks, never the simulation.',
};

/**
 * Issue 37.2: each folder of src/screens is a domain (devices, users, invoice…), and none imports
 * another's files: what two domains show alike lives in src/screens/shared. A block per domain
 * (it replaces the screens zone for its files, so it repeats that zone's patterns).
 */
function screenDomainZones() {
  const domains = readdirSync(new URL('./src/screens', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .map((entry) => entry.name);
  return domains.map((domain) => {
    const others = domains.filter((name) => name !== domain).join('|');
    return {
      files: [`src/screens/${domain}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              SCREEN_ZONE,
              ...SCREEN_WRITES,
              {
                regex: `^(?:@/screens/|(?:\\.\\./)+)(?:${others})(?:/|$)`,
                message: `A screen domain does not import another (${domain} → …): what two share lives in src/screens/shared.`,
              },
            ],
          },
        ],
      },
    };
  });
}

export default tseslint.config(
  // `*.timestamp-*.mjs`: Vite's bundled config, there for a moment while a build loads it (the
  // lint test runs beside the e2e project's build).
  {
    ignores: [
      'dist',
      'dist-app',
      'dist-app-server',
      'dist-size',
      'dist-size-real',
      'storybook-static',
      'public/mockServiceWorker.js',
      'node_modules',
      '.vitest-attachments',
      'tests/consumer/fixture',
      'tests/contract/generated',
      '.tmp',
      '**/*.timestamp-*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Node scripts (size, bench) run outside the browser.
    files: ['scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}', 'server/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  // The one direction of docs/architecture.md, every never-arrow a rule (import zones by folder):
  // route (app/) → screen → client hook → fetch → handler → pure query → db. Each folder's list is
  // whole: a later block for the same files replaces an earlier one, it does not add to it.
  ...zones([
    [['src/**/*.{ts,tsx}'], [APP], 'Nothing in app/ is reusable: the kit never imports it.'],
    [
      ['stories/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
      [APP],
      'Stories and tests use the public API or src/, never app/.',
    ],
    [
      ['src/lib/**/*.{ts,tsx}'],
      [APP, '**/components/**', '**/screens/**', '**/api/**', '**/i18n/**', '**/settings/**'],
      'src/lib is the foundation: it imports nothing of the kit.',
    ],
    [
      ['src/{i18n,settings,theme,auth}/**/*.{ts,tsx}'],
      [APP, '**/components/**', '**/screens/**', '**/api/mock/**', '**/api/client/**'],
      'Foundations (i18n, settings, theme, auth) sit below components and screens.',
    ],
    [
      ['src/components/**/*.{ts,tsx}'],
      [APP, '**/api/**', '**/screens/**'],
      'Components are domain-free: no api/ or screens/ imports.',
    ],
    [['src/screens/**/*.{ts,tsx}'], SCREEN_ZONE.group, SCREEN_ZONE.message, SCREEN_WRITES],
    [
      ['src/api/{contract,types}/**/*.{ts,tsx}'],
      [APP, '**/mock/**', '**/client/**', '**/components/**', '**/screens/**', 'msw', 'msw/*'],
      'The contract is the bottom of the API: it knows no client, simulation or UI.',
    ],
    [
      ['src/api/{sample,shared}/**/*.{ts,tsx}'],
      [APP, '**/mock/**', '**/client/**', '**/components/**', '**/screens/**', 'msw', 'msw/*'],
      'Samples and shared answer rules serve the simulation and the server alike: no simulation, client, UI or HTTP library.',
    ],
    [
      ['server/**/*.ts'],
      [
        APP,
        '**/src/components/**',
        '**/src/screens/**',
        '**/src/api/client/**',
        '**/src/api/mock/**',
        'msw',
        'msw/*',
      ],
      'The server imports the contract and the shared rules (docs/server.md), never the UI, the client or the simulation.',
    ],
    [
      ['src/api/client/**/*.{ts,tsx}'],
      [APP, '**/mock/**', '**/components/**', '**/screens/**', 'msw', 'msw/*'],
      'The client speaks HTTP to any backend: no simulation, no UI.',
    ],
    [
      ['src/api/mock/**/*.{ts,tsx}'],
      [APP, '**/client/**', '**/components/**', '**/screens/**'],
      'The simulation answers HTTP: it knows no client or UI.',
    ],
    [
      ['src/api/mock/queries/**/*.{ts,tsx}', 'src/api/mock/db/**/*.{ts,tsx}'],
      [APP, '**/handlers/**', '**/client/**', '**/components/**', '**/screens/**', 'msw', 'msw/*'],
      'Pure query functions and the db know nothing of HTTP (handlers, msw).',
    ],
  ]),
  ...screenDomainZones(),
  {
    // Screens fetch through client hooks only.
    files: ['src/screens/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Screens use client hooks (src/api/client), never fetch.' },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
