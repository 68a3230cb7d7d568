import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { SRC_ALIAS } from '../build/src-alias.ts';

/** Vite config for Storybook and the story tests: the repo root, not the app's `app/` root. */
export default defineConfig({
  resolve: { alias: SRC_ALIAS },
  plugins: [react(), tailwindcss()],
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-dom/client', 'msw', 'msw/browser'],
  },
});
