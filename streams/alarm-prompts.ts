import { Observable, map } from 'rxjs';
import { ALARM_ENDPOINTS, type AlarmList, type AlarmRow } from '../shared/contract/api/alarms';
import { SOCKET_EVENTS, type AlarmPush } from '../shared/contract/socket-events';
import { callEndpoint } from './config';
import { createViewStream, type WatchOptions } from './keyed-stream';
import { socketEvents$ } from './socket';
import type { StreamState } from './stream-state';

/** GET /getAlarmPrompt: the active, unacknowledged alarms. */
export type AlarmPrompts = AlarmList;

/**
 * Folds an `alarm` push into the prompt list (active, unacknowledged alarms, newest first): a
 * cleared or acknowledged alarm leaves at once; a raised one is shown at once with what the push
 * knows (device id for its name) until the next poll brings the full row.
 */
export function applyPromptPush(prev: AlarmPrompts | undefined, push: AlarmPush): AlarmPrompts | undefined {
  if (!prev || typeof push?.alarmId !== 'number') return undefined;
  const known = prev.rows.some((row) => row.id === push.alarmId);
  if (push.state === 'cleared' || push.state === 'acknowledged') {
    if (!known) return undefined;
    const rows = prev.rows.filter((row) => row.id !== push.alarmId);
    return { rows, total: Math.max(0, prev.total - 1) };
  }
  if (known || push.state !== 'raised') return undefined;
  const row: AlarmRow = {
    id: push.alarmId, device_id: push.deviceId, device_name: push.deviceId, device_type: '', tenant_id: 0,
    param_key: push.paramKey, name: push.paramKey, name_en: push.paramKey, unit: null, kind: push.kind, direction: push.kind === 'fault' ? 'offline' : push.kind === 'forecast' ? 'low' : 'high',
    state: 'active', value: push.value, threshold: null, raised_at: push.ts, last_value: push.value, last_ts: push.ts,
    notify_count: 1, maxTime: null, acked_at: null, acked_by: null, cleared_at: null, cleared_by: null,
  };
  return { rows: [row, ...prev.rows], total: prev.total + 1 };
}

const stream = createViewStream<'all', AlarmPrompts>({
  key: () => 'all',
  fetch: (_all, signal) => callEndpoint(ALARM_ENDPOINTS.alarmPrompts, {}, { signal }),
  socketPatches: () => socketEvents$<AlarmPush>(SOCKET_EVENTS.alarm).pipe(map((push) => (prev: AlarmPrompts | undefined) => applyPromptPush(prev, push))),
});

/**
 * Active, unacknowledged alarms of the user's devices (GET /getAlarmPrompt), newest first, as
 * StreamState. Polls at the app's refresh interval, paused while the page is hidden unless
 * `pauseWhenHidden` is false (big screens); `alarm` pushes add and remove prompts between polls.
 * Failures become `stale`/`error` values; it never errors.
 */
export function alarmPrompts$(watch: WatchOptions = {}): Observable<StreamState<AlarmPrompts>> {
  return stream('all', watch);
}
