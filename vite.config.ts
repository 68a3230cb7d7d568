import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { CONTENT_SECURITY_POLICY } from './build/content-security-policy.ts';
import { immutableAssets } from './build/immutable-assets.ts';
import { lazyPublicSuffixes } from './build/lazy-public-suffixes.ts';
import { preloadFonts } from './build/preload-fonts.ts';
import { apiNotServed, spaFallbackForAnyPath } from './build/spa-fallback.ts';
import { spreadModulePreloads } from './build/spread-module-preloads.ts';
import { SRC_ALIAS } from './build/src-alias.ts';

/** The built app's Content-Security-Policy (README: "Deploying"), shared with the server. */
export { CONTENT_SECURITY_POLICY };

/**
 * The app: a thin Vite entry in `app/`. The simulation (MSW + sample data) is imported
 * dynamically in app/main.tsx, so it lands in its own chunk; with VITE_API_BASE_URL set to a
 * real backend, the dynamic import is dead code and the chunk is never emitted.
 */
export default defineConfig({
  root: 'app',
  publicDir: '../public',
  envDir: '..',
  resolve: { alias: SRC_ALIAS },
  plugins: [
    react(),
    tailwindcss(),
    apiNotServed(),
    spaFallbackForAnyPath(),
    preloadFonts(),
    immutableAssets(),
    spreadModulePreloads(),
    lazyPublicSuffixes(),
  ],
  build: {
    outDir: '../dist-app',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    // The JS each route loads is measured from it (tests/e2e/budgets.test.ts, npm run size).
    manifest: true,
  },
  // `npm start` serves the built app under the policy a deployment should use: scripts and the
  // simulation's service worker from our own origin only (no inline or injected script runs).
  // The dev server has none: React's refresh preamble is an inline script.
  preview: {
    port: Number(process.env.PORT ?? 4173),
    strictPort: true,
    cors: false,
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  },
  server: { port: Number(process.env.PORT ?? 5173) },
});
