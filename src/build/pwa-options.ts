import type { VitePWAOptions } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { shellFiles } from './pwa-shell';

/** The brand blue of the favicon's tile, the installed app's title bar and splash. */
const THEME_COLOUR = '#1677ff';

/**
 * Paths a navigation must reach the server for, never the cached app shell: the API and its
 * downloads (workbooks, exports), the socket, live video and the API docs.
 */
export const NAVIGATE_FALLBACK_DENYLIST = [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/, /^\/hls(\/|$)/, /^\/video(\/|$)/, /\.[a-z0-9]{2,5}$/i];

/** Files of the build the service worker may precache; the JS and CSS among them are narrowed to the shell. */
const PRECACHE_CANDIDATES = ['index.html', 'favicon.svg', 'login-art.svg', 'pwa-*.png', 'manifest.en-US.webmanifest', 'assets/*.{js,css}'];

/**
 * Workbox's manifest transform: of the build's chunks, only the shell's (src/build/pwa-shell.ts);
 * every other chunk is cached on first use by the runtime rule below, so a visit is what makes a
 * console page work offline and the install stays small.
 */
function keepShell(distDir: string): ManifestTransform {
  return (entries) => {
    const shell = shellFiles(distDir);
    return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url)), warnings: [] };
  };
}

/**
 * vite-plugin-pwa: a generated Workbox service worker the app registers itself (lazily, in
 * production only: src/app/pwa/), which waits for the user's "Reload" before taking over.
 * The manifest is the Chinese one (the interface's default language); the English one is a file
 * in public/ the page links instead when the language is English (docs/decisions.md).
 */
export const PWA_OPTIONS: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: true,
  manifest: {
    id: '/',
    name: '智能监控管理平台',
    short_name: '智能监控',
    description: '塘口与现场的监控、日志与告警 · Monitoring, logs and alarms at the pond side',
    lang: 'zh-CN',
    dir: 'ltr',
    start_url: '/m',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: PRECACHE_CANDIDATES,
    manifestTransforms: [keepShell('dist')],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: NAVIGATE_FALLBACK_DENYLIST,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Hashed file names never change content, so a cached chunk is always right.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && /\.(js|css|woff2?)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'app-chunks', expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 } },
      },
    ],
  },
};

type ResolveDependencies = (filename: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[];

/**
 * The phone pages' chunks and the worker's registration are in the service worker's precache (or
 * loaded once, after the first screen), so the list of chunks to preload beside their lazy import
 * would only add bytes to the entry (and /login's budget): it is left empty.
 */
export function withoutPhonePreloads(resolve: ResolveDependencies): ResolveDependencies {
  return (filename, deps, context) => (/(^|\/)(phone-[^/]*-page|register-service-worker)-[^/]+\.js$/.test(filename) ? [] : resolve(filename, deps, context));
}
