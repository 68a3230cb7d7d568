import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dist-app', 'storybook-static', 'public/mockServiceWorker.js', 'node_modules', '.vitest-attachments', 'tests/consumer/fixture', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Node scripts (size, bench) run outside the browser.
    files: ['scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The one direction of ARCHITECTURE.md: components never reach into api/ or screens/.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/api/**', '**/screens/**'], message: 'Components are domain-free: no api/ or screens/ imports.' }] }],
    },
  },
  {
    // Screens fetch through client hooks only, and never touch the simulation.
    files: ['src/screens/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/api/mock/**'], message: 'Screens use client hooks, never the simulation.' }] }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Screens use client hooks (src/api/client), never fetch.' }],
    },
  },
  ...storybook.configs['flat/recommended'],
);
