import { decide, type Crossing, type ForecastView } from './forecast-plan';
import { FORECAST_LIMITS, type FireCause, type ForecastTrigger, type RuleDef } from '../../../../shared/contract/rule-types';

const HOUR = 3_600_000;
/** Firings older than this are of nights long over: not read back at start. */
const FIRED_LOOKBACK_MS = 2 * 24 * HOUR;

/** A pond's hypoxia-forecast alarm, as the watch raises and clears it (server/modules/alarms). */
export interface ForecastAlarms {
  active(deviceId: string): Promise<{ id: number; tenantId: number; raisedAt: number } | null>;
  raise(alarm: { deviceId: string; tenantId: number; threshold: number; crossing: Crossing; at: number }): Promise<void>;
  clear(alarm: { id: number; deviceId: string; tenantId: number; at: number }): Promise<void>;
}

export interface ForecastWatchDeps {
  /** Tonight's forecast of the device from its readings up to asof; null when it has none to give. */
  forecast(deviceId: string, asof: number): Promise<ForecastView | null>;
  /** The night's end (09:00 local) after an instant: which night an alarm was raised for. */
  nightOf(timeZone: string, at: number): number;
  /** Records that a rule fired for a night on a device; false when that was recorded already (a restart, another instance). */
  markFired(ruleId: number, deviceId: string, night: number): Promise<boolean>;
  /** The firings recorded since an instant, to carry "fired tonight" over a restart. */
  firedSince(since: number): Promise<{ ruleId: number; deviceId: string; night: number }[]>;
  /** Runs the rule (the engine's fire: the delay, the actions, the history). */
  fire(rule: RuleDef, cause: FireCause): void;
  alarms: ForecastAlarms;
  log: { error(obj: object, msg: string): void };
}

interface Watched {
  rule: RuleDef;
  index: number;
  trigger: ForecastTrigger;
}

interface Plan extends Watched {
  deviceId: string;
  night: number;
  crossing: Crossing;
  fireAt: number;
}

const firedKey = (ruleId: number, deviceId: string, night: number) => `${ruleId}|${deviceId}|${night}`;
const planKey = (w: Watched) => `${w.rule.id}|${w.index}`;
const signatureOf = (list: Watched[]) => JSON.stringify(list.map((w) => [w.rule.id, w.index, w.trigger.value, w.trigger.lead_minutes ?? null]));

/**
 * The forecast triggers (issue 35): each pond a trigger watches is re-forecast every hour, and at
 * once when its triggers change. A trigger whose value tonight's forecast falls below fires at the
 * crossing minus its lead time (at once when that has passed), once per night and pond: the night
 * is recorded before the rule runs, so a restart or a second instance does not run it again. The
 * pond's hypoxia-forecast alarm is raised while any of its triggers is crossed tonight and cleared
 * when a forecast no longer crosses or the night it was raised for has ended. The clock is the
 * caller's: tick(now) each minute (the engine's timer tick, on the instance holding the lease).
 */
export class ForecastWatch {
  private byDevice = new Map<string, Watched[]>();
  private signatures = new Map<string, string>();
  private lastForecast = new Map<string, number>();
  private plans = new Map<string, Plan>();
  private fired = new Set<string>();
  private firedLoaded: Promise<void> | null = null;
  private running = new Map<string, Promise<void>>();

  constructor(private readonly deps: ForecastWatchDeps) {}

  /** The enabled rules: a pond whose triggers changed is re-forecast at the next tick; one no longer watched is cleared. */
  setRules(rules: RuleDef[]): void {
    const next = new Map<string, Watched[]>();
    for (const rule of rules) {
      rule.triggers.forEach((trigger, index) => {
        if (trigger.type !== 'forecast') return;
        next.set(trigger.device_id, [...(next.get(trigger.device_id) ?? []), { rule, index, trigger }]);
      });
    }
    for (const deviceId of new Set([...this.byDevice.keys(), ...next.keys()])) {
      const signature = signatureOf(next.get(deviceId) ?? []);
      if (this.signatures.get(deviceId) !== signature) this.lastForecast.delete(deviceId);
      this.signatures.set(deviceId, signature);
    }
    // A pond left unwatched keeps an empty entry until its next evaluation clears its alarm.
    for (const deviceId of this.byDevice.keys()) if (!next.has(deviceId)) next.set(deviceId, []);
    this.byDevice = next;
    for (const [key, plan] of this.plans) {
      const still = next.get(plan.deviceId)?.find((w) => planKey(w) === key);
      if (!still || signatureOf([still]) !== signatureOf([plan])) this.plans.delete(key);
      else plan.rule = still.rule;
    }
  }

  /** Fires the plans that are due and re-forecasts the ponds whose hour has passed (or whose triggers changed). */
  tick(now: number): void {
    for (const [key, plan] of this.plans) {
      if (plan.fireAt > now) continue;
      this.plans.delete(key);
      void this.guard(plan.deviceId, this.fireOnce(plan, plan.deviceId, plan.night, plan.crossing, now));
    }
    for (const deviceId of this.byDevice.keys()) {
      if (this.running.has(deviceId)) continue;
      const last = this.lastForecast.get(deviceId);
      if (last !== undefined && now - last < HOUR) continue;
      this.lastForecast.set(deviceId, now);
      const run = this.guard(deviceId, this.evaluate(deviceId, now)).finally(() => this.running.delete(deviceId));
      this.running.set(deviceId, run);
    }
  }

  /** Waits for the evaluations under way (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
  }

  private guard(deviceId: string, work: Promise<void>): Promise<void> {
    return work.catch((error: unknown) => this.deps.log.error({ err: error, deviceId }, 'forecast trigger failed'));
  }

  private loadFired(now: number): Promise<void> {
    this.firedLoaded ??= this.deps.firedSince(now - FIRED_LOOKBACK_MS).then((rows) => {
      for (const r of rows) this.fired.add(firedKey(r.ruleId, r.deviceId, r.night));
    });
    return this.firedLoaded;
  }

  private firedNights(ruleId: number, deviceId: string): Set<number> {
    const prefix = `${ruleId}|${deviceId}|`;
    return new Set([...this.fired].filter((k) => k.startsWith(prefix)).map((k) => Number(k.slice(prefix.length))));
  }

  private async evaluate(deviceId: string, now: number): Promise<void> {
    await this.loadFired(now);
    // Nights long over are kept in the database only.
    for (const key of this.fired) if (Number(key.slice(key.lastIndexOf('|') + 1)) < now - FIRED_LOOKBACK_MS) this.fired.delete(key);
    const watched = this.byDevice.get(deviceId) ?? [];
    if (watched.length === 0) {
      this.byDevice.delete(deviceId);
      this.signatures.delete(deviceId);
      this.lastForecast.delete(deviceId);
      return this.syncAlarm(deviceId, null, null, now);
    }
    const forecast = await this.deps.forecast(deviceId, now);
    let earliest: { crossing: Crossing; night: number; threshold: number } | null = null;
    for (const w of watched) {
      const decision = decide(forecast, w.trigger, now, this.firedNights(w.rule.id, deviceId));
      this.plans.delete(planKey(w));
      if (decision.kind === 'none') continue;
      if (!earliest || decision.crossing.ts < earliest.crossing.ts) earliest = { crossing: decision.crossing, night: decision.night, threshold: w.trigger.value };
      if (decision.kind === 'wait') this.plans.set(planKey(w), { ...w, deviceId, night: decision.night, crossing: decision.crossing, fireAt: decision.fireAt });
      if (decision.kind === 'fire') await this.fireOnce(w, deviceId, decision.night, decision.crossing, now);
    }
    await this.syncAlarm(deviceId, watched[0].rule, earliest, now);
  }

  private async fireOnce(w: Watched, deviceId: string, night: number, crossing: Crossing, now: number): Promise<void> {
    const key = firedKey(w.rule.id, deviceId, night);
    if (this.fired.has(key)) return;
    this.fired.add(key);
    if (!(await this.deps.markFired(w.rule.id, deviceId, night))) return;
    this.deps.fire(w.rule, {
      kind: 'forecast', at: now, deviceId, paramKey: 'do', threshold: w.trigger.value, value: crossing.value,
      predictedAt: crossing.ts, leadMinutes: w.trigger.lead_minutes ?? FORECAST_LIMITS.leadDefault,
    });
  }

  /** One hypoxia-forecast alarm per pond: raised for tonight's earliest crossing, cleared without one or when its night is over. */
  private async syncAlarm(deviceId: string, rule: RuleDef | null, wanted: { crossing: Crossing; night: number; threshold: number } | null, now: number) {
    const active = await this.deps.alarms.active(deviceId);
    const sameNight = active && rule && wanted ? this.deps.nightOf(rule.timezone, active.raisedAt) === wanted.night : false;
    if (active && !sameNight) await this.deps.alarms.clear({ id: active.id, deviceId, tenantId: active.tenantId, at: now });
    if (wanted && rule && !sameNight) {
      await this.deps.alarms.raise({ deviceId, tenantId: rule.tenantId, threshold: wanted.threshold, crossing: wanted.crossing, at: now });
    }
  }
}
