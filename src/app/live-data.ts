import { callWith } from '../api/call';
import '../i18n/dayjs-locale';
import { configureStreams, connectSocket, disconnectSocket, setRefreshInterval, type StreamsConfig } from '../../streams';
import { applyUserRefreshInterval, useRefreshIntervalStore } from '../stores/refresh-interval-store';
import { useSessionStore } from '../stores/session-store';

let started = false;

/** Streams call through the API client: its timeout, language and 401 redirect. */
export const APP_STREAMS_CONFIG: StreamsConfig = {
  call: (entry, input, { signal }) => callWith(entry, input, { signal }),
};

/**
 * Wires streams/ into the app, once at start: streams fetch through the API client (its timeout,
 * language and 401 redirect), poll at the logged-in user's stored refresh interval, and push over
 * the one socket while a user is logged in (the server refuses a socket without a session).
 */
export function startLiveData(): void {
  if (started) return;
  started = true;
  configureStreams(APP_STREAMS_CONFIG);
  // The service worker (a build only) with the first page past /login, whose bundle budget it would cost;
  // a page worth opening offline is one a signed-in user has opened.
  // The signal lost before its chunk arrived is no error to show: the next page opened online registers it.
  if (import.meta.env.PROD) void import('./pwa/register-service-worker').catch(() => undefined);

  setRefreshInterval(useRefreshIntervalStore.getState().interval);
  useRefreshIntervalStore.subscribe((state) => setRefreshInterval(state.interval));

  const follow = (userName: string | null) => {
    applyUserRefreshInterval(userName);
    if (userName) connectSocket();
    else disconnectSocket();
  };
  follow(useSessionStore.getState().user?.userName ?? null);
  useSessionStore.subscribe((state, prev) => {
    const next = state.user?.userName ?? null;
    if (next !== (prev.user?.userName ?? null)) follow(next);
  });
}
