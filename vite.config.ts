import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { preloadLoadedOnce } from './src/build/preload-loaded-once';
import { PWA_OPTIONS, withoutPhonePreloads } from './src/build/pwa-options';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:7002';

const preload = preloadLoadedOnce();

/** The SPA build; in development /api and /socket.io are proxied to the API server. */
export default defineConfig({
  plugins: [react(), preload.plugin, VitePWA(PWA_OPTIONS)],
  // The console reads its contract entries' method and path only; the schemas are the server's
  // (src/build/typebox-types-only.ts). Vitest's own config keeps the real typebox for tests.
  resolve: { alias: [{ find: /^typebox$/, replacement: fileURLToPath(new URL('./src/build/typebox-types-only.ts', import.meta.url)) }] },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    modulePreload: { resolveDependencies: withoutPhonePreloads(preload.resolveDependencies) },
  },
  server: {
    port: 5173,
    // The Host header passes unchanged (changeOrigin false), so the API server sees the page's own
    // host in both Host and Origin and takes its changes as same-site (server/auth/cross-site-guard.ts).
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
});
