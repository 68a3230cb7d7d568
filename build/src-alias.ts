import { fileURLToPath } from 'node:url';

/**
 * `@/x` is `src/x`, as tsconfig.json's `paths` says: one alias for the app's build, Storybook and
 * every test project. Only `@/` (not `@scope/` packages). The package build rewrites it to
 * relative imports (tsup.config.ts), so no published file names it.
 */
export const SRC_ALIAS = [
  { find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) },
];
