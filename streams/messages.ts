import type { Observable } from 'rxjs';
import { ALARM_ENDPOINTS, type NoticeList } from '../shared/contract/api/alarms';
import { NOTICE_ENDPOINTS, type MyNotices } from '../shared/contract/api/notices';
import { callEndpoint } from './config';
import { createKeyedStream } from './keyed-stream';
import { refreshIntervalAtLeast$ } from './refresh-interval';
import type { StreamState } from './stream-state';

/** The bell need not be quicker than this: the refresh clock, but at most once a minute. */
export const MESSAGE_MIN_PERIOD_MS = 60_000;
/**
 * The newest alarm notices the message center holds: the most GET /mesPrompt/find gives at once,
 * as GET /notices/mine gives the newest 200 system notices.
 */
export const ALARM_NOTICE_LIMIT = 200;

/** GET /notices/mine: the caller's notices, newest first, with read marks. */
export type { MyNotices };
/** GET /mesPrompt/find: alarm notices, newest first, each listing the alarms it groups. */
export type { NoticeList };

const deps = { refreshInterval$: refreshIntervalAtLeast$(MESSAGE_MIN_PERIOD_MS) };

const alarms = createKeyedStream<'all', NoticeList>({
  key: () => 'all',
  fetch: (_all, signal) => callEndpoint(ALARM_ENDPOINTS.prompts, { query: { pageSize: ALARM_NOTICE_LIMIT } }, { signal }),
  deps,
});

const notices = createKeyedStream<'all', MyNotices>({
  key: () => 'all',
  fetch: (_all, signal) => callEndpoint(NOTICE_ENDPOINTS.mine, {}, { signal }),
  deps,
});

/**
 * The message center's alarm notices (GET /mesPrompt/find, the newest ALARM_NOTICE_LIMIT) as
 * StreamState. Polls on the app's refresh clock but no more often than MESSAGE_MIN_PERIOD_MS,
 * paused while the page is hidden; `requestRefresh()` asks at once. A failure keeps the last
 * notices as `stale` (or `error` before any); it never errors.
 */
export function alarmNotices$(): Observable<StreamState<NoticeList>> {
  return alarms('all');
}

/**
 * The caller's system notices with read marks (GET /notices/mine) as StreamState, on the same
 * clock as alarmNotices$ and failing the same way, each source on its own: one failing keeps
 * its last rows while the other goes on.
 */
export function myNotices$(): Observable<StreamState<MyNotices>> {
  return notices('all');
}
