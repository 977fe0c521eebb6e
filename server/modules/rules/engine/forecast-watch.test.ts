import { beforeEach, describe, expect, it } from 'vitest';
import { ForecastWatch, type ForecastWatchDeps } from './forecast-watch';
import { crossingOf, decide, type ForecastView } from './forecast-plan';
import type { FireCause, ForecastTrigger, RuleDef } from '../../../../shared/contract/rule-types';

const MIN = 60_000;
const HOUR = 60 * MIN;
/** 22:00 of an evening; the night ends at 09:00 the next morning. */
const EVENING = Date.UTC(2026, 11, 6, 22);
const NIGHT = EVENING + 11 * HOUR;

const trigger = (value = 3, lead_minutes?: number): ForecastTrigger => ({ type: 'forecast', device_id: 'POND1', value, lead_minutes });
const rule = (t: ForecastTrigger, id = 1): RuleDef => ({
  id, tenantId: 7, timezone: 'UTC', name: `r${id}`, triggers: [t], actions: [{ type: 'rule_output' }],
  delayS: 0, intervalS: 1800, notifyUsers: [], enabled: true, lastFiredAt: null,
});

/** A forecast from `from` to the night's end, every 10 minutes, falling below 3 mg/L at `crossAt` (never when null). */
function forecast(from: number, crossAt: number | null, until = NIGHT): ForecastView {
  const points = [];
  for (let ts = from + 10 * MIN; ts <= until; ts += 10 * MIN) points.push({ ts, value: crossAt !== null && ts >= crossAt ? 2.5 : 4 });
  return { status: 'ok', until, points };
}

describe('decide', () => {
  it('fires at the crossing minus the lead time, at once when that has passed, and not twice a night', () => {
    const f = forecast(EVENING, EVENING + 5 * HOUR);
    expect(crossingOf(f, 3)).toEqual({ ts: EVENING + 5 * HOUR, value: 2.5 });
    expect(crossingOf(f, 2)).toBeNull();
    expect(decide(f, trigger(3, 120), EVENING, new Set())).toMatchObject({ kind: 'wait', fireAt: EVENING + 3 * HOUR, night: NIGHT });
    expect(decide(f, trigger(3, 360), EVENING, new Set())).toMatchObject({ kind: 'fire' });
    expect(decide(f, trigger(3), EVENING, new Set([NIGHT]))).toMatchObject({ kind: 'fired' });
    expect(decide({ ...f, status: 'too_few_nights', points: [] }, trigger(3), EVENING, new Set())).toEqual({ kind: 'none' });
  });
});

let now: number;
let next: ForecastView | null;
let fired: { rule: number; cause: FireCause }[];
let records: Set<string>;
let alarm: { id: number; tenantId: number; raisedAt: number } | null;
let alarmLog: string[];
let forecasts: number;

function deps(): ForecastWatchDeps {
  return {
    forecast: async () => {
      forecasts++;
      return next;
    },
    // UTC: the night after an instant ends at the next 09:00.
    nightOf: (_zone, at) => {
      const day = Math.floor(at / (24 * HOUR)) * 24 * HOUR + 9 * HOUR;
      return day > at ? day : day + 24 * HOUR;
    },
    markFired: async (ruleId, deviceId, night) => {
      const key = `${ruleId}|${deviceId}|${night}`;
      if (records.has(key)) return false;
      records.add(key);
      return true;
    },
    firedSince: async () => [...records].map((k) => k.split('|')).map(([r, d, n]) => ({ ruleId: Number(r), deviceId: d, night: Number(n) })),
    fire: (r, cause) => fired.push({ rule: r.id, cause }),
    alarms: {
      active: async () => alarm,
      raise: async (a) => {
        alarm = { id: alarmLog.length + 1, tenantId: a.tenantId, raisedAt: a.at };
        alarmLog.push(`raised ${a.threshold} at ${new Date(a.crossing.ts).toISOString()}`);
      },
      clear: async (a) => {
        alarm = null;
        alarmLog.push(`cleared ${a.id}`);
      },
    },
    log: { error: (obj) => { throw (obj as { err: Error }).err; } },
  };
}

async function tickAt(watch: ForecastWatch, at: number) {
  now = at;
  watch.tick(now);
  await watch.idle();
  // A plan that fell due in this tick fires in the background: let it settle.
  await new Promise((resolve) => setImmediate(resolve));
}

beforeEach(() => {
  next = null;
  fired = [];
  records = new Set();
  alarm = null;
  alarmLog = [];
  forecasts = 0;
});

describe('ForecastWatch', () => {
  it('fires once at the crossing minus the lead, re-forecasting hourly, and raises the alarm at once', async () => {
    const watch = new ForecastWatch(deps());
    watch.setRules([rule(trigger(3, 120))]);
    next = forecast(EVENING, EVENING + 5 * HOUR);
    await tickAt(watch, EVENING);
    expect(fired).toEqual([]);
    expect(alarmLog).toEqual([`raised 3 at ${new Date(EVENING + 5 * HOUR).toISOString()}`]);
    await tickAt(watch, EVENING + 30 * MIN);
    expect(forecasts).toBe(1); // not an hour yet
    for (let at = EVENING + HOUR; at < EVENING + 3 * HOUR; at += 30 * MIN) await tickAt(watch, at);
    expect(forecasts).toBe(3);
    expect(fired).toEqual([]);
    await tickAt(watch, EVENING + 3 * HOUR);
    expect(fired).toHaveLength(1);
    expect(fired[0].cause).toMatchObject({ kind: 'forecast', deviceId: 'POND1', threshold: 3, value: 2.5, predictedAt: EVENING + 5 * HOUR, leadMinutes: 120 });
    // Later forecasts of the same night still cross: no second firing, one alarm.
    for (let at = EVENING + 4 * HOUR; at < NIGHT; at += HOUR) await tickAt(watch, at);
    expect(fired).toHaveLength(1);
    expect(alarmLog).toHaveLength(1);
  });

  it('follows the crossing when a later forecast moves it, and fires at once when the lead has already passed', async () => {
    const watch = new ForecastWatch(deps());
    watch.setRules([rule(trigger(3, 120))]);
    next = forecast(EVENING, EVENING + 6 * HOUR);
    await tickAt(watch, EVENING);
    next = forecast(EVENING + HOUR, EVENING + 2 * HOUR);
    await tickAt(watch, EVENING + HOUR);
    expect(fired).toHaveLength(1);
    expect(fired[0].cause.predictedAt).toBe(EVENING + 2 * HOUR);
  });

  it('does not fire again after a restart in the same night', async () => {
    const first = new ForecastWatch(deps());
    first.setRules([rule(trigger(3, 360))]);
    next = forecast(EVENING, EVENING + 5 * HOUR);
    await tickAt(first, EVENING);
    expect(fired).toHaveLength(1);
    const restarted = new ForecastWatch(deps());
    restarted.setRules([rule(trigger(3, 360))]);
    await tickAt(restarted, EVENING + 10 * MIN);
    expect(fired).toHaveLength(1);
  });

  it('clears the alarm when a forecast recovers, and when the night it was raised for is over', async () => {
    const watch = new ForecastWatch(deps());
    watch.setRules([rule(trigger(3, 60))]);
    next = forecast(EVENING, EVENING + 7 * HOUR);
    await tickAt(watch, EVENING);
    next = forecast(EVENING + HOUR, null);
    await tickAt(watch, EVENING + HOUR);
    expect(alarmLog).toEqual([expect.stringMatching(/^raised/), 'cleared 1']);
    expect(fired).toEqual([]); // the plan went with the crossing

    next = forecast(EVENING + 2 * HOUR, EVENING + 7 * HOUR);
    await tickAt(watch, EVENING + 2 * HOUR);
    expect(alarmLog).toHaveLength(3);
    // 09:30: the next forecast is of the following night, which does not cross.
    next = forecast(NIGHT + 30 * MIN, null, NIGHT + 24 * HOUR);
    await tickAt(watch, NIGHT + 30 * MIN);
    expect(alarmLog.at(-1)).toBe('cleared 3');
  });

  it('re-forecasts a pond at once when its trigger changes, and clears the alarm of a pond no longer watched', async () => {
    const watch = new ForecastWatch(deps());
    watch.setRules([rule(trigger(3, 60))]);
    next = forecast(EVENING, EVENING + 7 * HOUR);
    await tickAt(watch, EVENING);
    watch.setRules([rule(trigger(3, 60))]);
    await tickAt(watch, EVENING + MIN);
    expect(forecasts).toBe(1); // unchanged: waits its hour
    watch.setRules([rule(trigger(2, 60))]);
    await tickAt(watch, EVENING + 2 * MIN);
    expect(forecasts).toBe(2);
    expect(alarmLog).toEqual([expect.stringMatching(/^raised/), 'cleared 1']); // 2.5 is not below 2
    next = forecast(EVENING, EVENING + 7 * HOUR);
    watch.setRules([rule(trigger(3, 60))]);
    await tickAt(watch, EVENING + 3 * MIN);
    expect(alarm).not.toBeNull();
    watch.setRules([]);
    await tickAt(watch, EVENING + 4 * MIN);
    expect(alarm).toBeNull();
  });
});
