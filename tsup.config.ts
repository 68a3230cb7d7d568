import { defineConfig } from 'tsup';

/**
 * The library: `.` (components, screens, client, types) and `./mock` (the simulation), ESM
 * with declarations. Dependencies and peers stay external; `styles.css` is built by the
 * Tailwind CLI right after (see `build:lib`).
 */
export default defineConfig({
  entry: { index: 'src/index.ts', mock: 'src/api/mock/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  splitting: true,
  treeshake: true,
  outDir: 'dist',
  // CSS is shipped once as dist/styles.css; component files import none.
  loader: { '.css': 'empty' },
});
