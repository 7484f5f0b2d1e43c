import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Builds the renderer for web mode (`src/server/main.ts` serves `out/web`). A relative base keeps the
// same build loadable from Electron's `app://` scheme or a file URL.
export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: './',
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, 'out/web'),
    emptyOutDir: true,
    // Chromium and Electron support module preload natively; the polyfill would only add code.
    modulePreload: { polyfill: false },
  },
});
