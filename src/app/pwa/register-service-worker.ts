import { Workbox } from 'workbox-window';
import { i18next, registerTranslations } from '../../i18n';
import { showUpdatePrompt } from './update-prompt';

registerTranslations({
  'zh-CN': { pwa: { updateReady: '新版本已发布，重新加载即可使用。', reload: '重新加载', later: '稍后' } },
  'en-US': { pwa: { updateReady: 'A new version is available; reload to use it.', reload: 'Reload', later: 'Later' } },
});

/** The manifest of each language: the build writes the Chinese one, public/ holds the English one. */
const MANIFEST_OF = { 'zh-CN': '/manifest.webmanifest', 'en-US': '/manifest.en-US.webmanifest' } as const;

/** Points the page's manifest link at the interface language's, so an install is named in it. */
function followLanguage(): void {
  const apply = (lang: string) => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link) link.href = lang === 'en-US' ? MANIFEST_OF['en-US'] : MANIFEST_OF['zh-CN'];
  };
  apply(i18next.language);
  i18next.on('languageChanged', apply);
}

/**
 * Registers the build's service worker (production only, when live-data.ts loads this module with
 * the first page past /login, so /login does not carry it). A new version waits until the user chooses "Reload": taking over
 * by itself would swap chunks under a form being filled in at the pond.
 */
function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  followLanguage();
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    showUpdatePrompt({
      text: i18next.t('pwa.updateReady'),
      reload: i18next.t('pwa.reload'),
      later: i18next.t('pwa.later'),
      onReload: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  wb.register().catch(() => {
    // A browser that refuses workers (a policy, some private windows, an automation's block) may
    // answer register() with nothing, on which workbox-window throws: the console then works online
    // only, as it did before the worker, and says nothing.
  });
}

// Importing the module registers: its importer needs no call of its own.
registerServiceWorker();
