import { of, type Observable } from 'rxjs';
import type { AlarmPrompts, DevicesLive, StreamState } from '../../streams';
import { createKeyedStream } from '../../streams';
import { fetchJson } from '../../streams/config';
import type { SeriesResult } from '../../shared/contract/api/datahis';

/**
 * Wall displays poll on their own clock: every 3 s whatever the user's console refresh interval,
 * and on while the tab is hidden (a screen behind another window still feeds the wall).
 */
export const SCREEN_POLL_MS = 3000;
/** 24 h trends change slowly; once a minute is plenty and keeps the history queries cheap. */
export const TREND_POLL_MS = 60_000;
export const DAY_MS = 24 * 3600_000;

const every = (ms: number) => ({ refreshInterval$: of(ms) });

const devices = createKeyedStream<'all', DevicesLive>({
  key: () => 'all',
  fetch: (_all, signal) => fetchJson<DevicesLive>('/realtimeAll', { signal }),
  pauseWhenHidden: false,
  deps: every(SCREEN_POLL_MS),
});

const alarms = createKeyedStream<'all', AlarmPrompts>({
  key: () => 'all',
  fetch: (_all, signal) => fetchJson<AlarmPrompts>('/getAlarmPrompt', { signal }),
  pauseWhenHidden: false,
  deps: every(SCREEN_POLL_MS),
});

const trends = createKeyedStream<string, SeriesResult>({
  key: (ids) => ids,
  fetch: (ids, signal) => {
    const end = Date.now();
    const query = new URLSearchParams({ ids, startTime: String(end - DAY_MS), endTime: String(end), maxPoints: '288' });
    return fetchJson<SeriesResult>(`/datahis/getHisDataByTime?${query.toString()}`, { signal });
  },
  pauseWhenHidden: false,
  deps: every(TREND_POLL_MS),
});

/** Every visible device with status, alarm state and latest values (GET /realtimeAll). */
export function screenDevices$(): Observable<StreamState<DevicesLive>> {
  return devices('all');
}

/** Active, unacknowledged alarms, newest first (GET /getAlarmPrompt). */
export function screenAlarms$(): Observable<StreamState<AlarmPrompts>> {
  return alarms('all');
}

/** 24 h history of `device:param` ids (comma list), at most 288 points (5 min) each; null: nothing to ask. */
export function screenTrend$(ids: string): Observable<StreamState<SeriesResult>> | null {
  return ids ? trends(ids) : null;
}
