import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { spaFallbackForAnyPath } from './app/spa-fallback';

/**
 * The app: a thin Vite entry in `app/`. The simulation (MSW + sample data) is imported
 * dynamically in app/main.tsx, so it lands in its own chunk; with VITE_API_BASE_URL set to a
 * real backend, the dynamic import is dead code and the chunk is never emitted.
 */
export default defineConfig({
  root: 'app',
  publicDir: '../public',
  envDir: '..',
  plugins: [react(), tailwindcss(), spaFallbackForAnyPath()],
  build: {
    outDir: '../dist-app',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
  },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  server: { port: Number(process.env.PORT ?? 5173) },
});
