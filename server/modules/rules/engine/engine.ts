import type { AlarmEvent, ReadingEvent, StatusEvent, TelemetryBus } from '../../../telemetry/bus';
import { cronMatches, parseCron, wallClockIn, type CronSchedule } from './cron';
import { ForecastWatch, type ForecastWatchDeps } from './forecast-watch';
import type { AttributeTrigger, FireCause, Operator, RuleDef, RuleEvent } from '../../../../shared/contract/rule-types';

export interface EngineDeps {
  /** The enabled rules of every company. */
  loadRules(): Promise<RuleDef[]>;
  /** Runs the rule's actions and records the firing; errors are the runner's to record. */
  run(rule: RuleDef, cause: FireCause): Promise<void>;
  log: { error(obj: object, msg: string): void };
  now?: () => number;
  /** Whether this instance runs the timer rules now (the lease of app.leases); always when absent. */
  timersHeld?: () => Promise<boolean>;
  /** The forecast triggers' forecast, firing records and alarm (issue 35); without them forecast triggers wait. */
  forecast?: Omit<ForecastWatchDeps, 'fire' | 'log'>;
}

const MINUTE = 60_000;

const COMPARE: Record<Operator, (a: number, b: number) => boolean> = {
  gt: (a, b) => a > b,
  gte: (a, b) => a >= b,
  lt: (a, b) => a < b,
  lte: (a, b) => a <= b,
  eq: (a, b) => a === b,
  neq: (a, b) => a !== b,
};

/** Which rule events a bus event is: an alarm raised is a warning; status changes are on/off. */
export function eventsOf(source: { status: 'online' | 'offline' } | { alarmState: AlarmEvent['state'] }): RuleEvent[] {
  if ('status' in source) return ['all', 'onoff', source.status];
  return source.alarmState === 'raised' ? ['all', 'warning'] : [];
}

/** Held-condition state of one attribute trigger: since when it holds, and whether its duration has passed. */
interface Hold {
  timer: NodeJS.Timeout | null;
  satisfied: boolean;
  value: number;
}

/**
 * Evaluates linkage rules: attribute triggers on bus 'reading' (a comparison that must hold for
 * duration_s), event triggers on 'status' and 'alarm', timer triggers at each minute boundary on
 * the company's local time. A device-triggered rule fires at most once per warning interval
 * (while the condition keeps holding it fires again after each interval); timers fire on their
 * schedule; forecast triggers fire before tonight's predicted oxygen crossing (forecast-watch.ts,
 * on the timer tick). delay_s postpones the actions. All timers are unref'd and cleared by stop().
 */
export class RuleEngine {
  private rules: RuleDef[] = [];
  private byDevice = new Map<string, RuleDef[]>();
  private schedules = new Map<number, CronSchedule>();
  private holds = new Map<string, Hold>();
  private lastFired = new Map<number, number>();
  private lastTickMinute = -1;
  private pending = new Set<NodeJS.Timeout>();
  private tickTimer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly now: () => number;
  readonly forecasts: ForecastWatch | null;

  constructor(private readonly deps: EngineDeps) {
    this.now = deps.now ?? Date.now;
    this.forecasts = deps.forecast ? new ForecastWatch({ ...deps.forecast, log: deps.log, fire: (rule, cause) => this.fire(rule, cause) }) : null;
  }

  async start(bus: TelemetryBus): Promise<void> {
    await this.reload();
    const onReading = (e: ReadingEvent) => this.onReading(e);
    const onStatus = (e: StatusEvent) => this.onEvent(e.deviceId, e.tenantId, eventsOf({ status: e.status }), e.status);
    const onAlarm = (e: AlarmEvent) => this.onEvent(e.deviceId, e.tenantId, eventsOf({ alarmState: e.state }), `${e.kind}:${e.paramKey ?? ''}`);
    bus.on('reading', onReading);
    bus.on('status', onStatus);
    bus.on('alarm', onAlarm);
    this.unsubscribe = () => {
      bus.off('reading', onReading);
      bus.off('status', onStatus);
      bus.off('alarm', onAlarm);
    };
    this.scheduleTick();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.tickTimer) clearTimeout(this.tickTimer);
    this.tickTimer = null;
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
    for (const hold of this.holds.values()) if (hold.timer) clearTimeout(hold.timer);
    this.holds.clear();
  }

  /** Re-reads the rules (after an edit); held conditions of unchanged triggers survive. */
  async reload(): Promise<void> {
    const rules = await this.deps.loadRules();
    this.rules = rules.filter((r) => r.enabled);
    this.byDevice.clear();
    this.schedules.clear();
    const liveHolds = new Set<string>();
    for (const rule of this.rules) {
      const last = rule.lastFiredAt ?? -Infinity;
      if (last > (this.lastFired.get(rule.id) ?? -Infinity)) this.lastFired.set(rule.id, last);
      const devices = new Set<string>();
      rule.triggers.forEach((trigger, index) => {
        if (trigger.type === 'timer') {
          // Saved rules were validated; a bad one (edited in the database) must not stop the others.
          try {
            this.schedules.set(rule.id, parseCron(trigger.cron));
          } catch (error) {
            this.deps.log.error({ err: error, ruleId: rule.id }, 'rule timer ignored: invalid cron');
          }
        } else if (trigger.device_id) devices.add(trigger.device_id);
        else devices.add('*');
        if (trigger.type === 'attribute') liveHolds.add(holdKey(rule, index, trigger));
      });
      for (const device of devices) this.byDevice.set(device, [...(this.byDevice.get(device) ?? []), rule]);
    }
    for (const [key, hold] of this.holds) {
      if (liveHolds.has(key)) continue;
      if (hold.timer) clearTimeout(hold.timer);
      this.holds.delete(key);
    }
    if (this.forecasts) {
      this.forecasts.setRules(this.rules);
      // A saved forecast trigger is forecast now, not at the next minute (on the instance holding the timers).
      this.whenTimersHeld(() => this.forecasts?.tick(this.now()));
    }
  }

  private whenTimersHeld(work: () => void) {
    (this.deps.timersHeld?.() ?? Promise.resolve(true))
      .then((held) => {
        if (held) work();
      })
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'rule timers skipped: lease unknown'));
  }

  onReading(e: ReadingEvent): void {
    for (const rule of this.byDevice.get(e.deviceId) ?? []) {
      if (rule.tenantId !== e.tenantId) continue;
      rule.triggers.forEach((trigger, index) => {
        if (trigger.type !== 'attribute' || trigger.device_id !== e.deviceId) return;
        const raw = e.values[trigger.param_key];
        if (raw === undefined || e.invalid.includes(trigger.param_key)) return;
        const value = typeof raw === 'boolean' ? Number(raw) : raw;
        this.evaluateAttribute(rule, index, trigger, value);
      });
    }
  }

  private evaluateAttribute(rule: RuleDef, index: number, trigger: AttributeTrigger, value: number) {
    const key = holdKey(rule, index, trigger);
    const hold = this.holds.get(key);
    if (!COMPARE[trigger.operator](value, trigger.value)) {
      if (hold?.timer) clearTimeout(hold.timer);
      this.holds.delete(key);
      return;
    }
    const cause = (): FireCause => ({
      kind: 'attribute', at: this.now(), deviceId: trigger.device_id, paramKey: trigger.param_key,
      operator: trigger.operator, threshold: trigger.value, value: this.holds.get(key)?.value ?? value,
    });
    if (hold) {
      hold.value = value;
      if (hold.satisfied) this.fire(rule, cause());
      return;
    }
    const duration = (trigger.duration_s ?? 0) * 1000;
    const fresh: Hold = { timer: null, satisfied: duration === 0, value };
    this.holds.set(key, fresh);
    if (fresh.satisfied) return this.fire(rule, cause());
    fresh.timer = setTimeout(() => {
      fresh.timer = null;
      fresh.satisfied = true;
      this.fire(rule, cause());
    }, duration);
    fresh.timer.unref();
  }

  private onEvent(deviceId: string, tenantId: number, events: RuleEvent[], detail: string): void {
    if (events.length === 0) return;
    const candidates = new Set([...(this.byDevice.get(deviceId) ?? []), ...(this.byDevice.get('*') ?? [])]);
    for (const rule of candidates) {
      if (rule.tenantId !== tenantId) continue;
      const hit = rule.triggers.some(
        (t) => t.type === 'event' && (t.device_id === undefined || t.device_id === deviceId) && events.includes(t.event),
      );
      if (hit) this.fire(rule, { kind: 'event', at: this.now(), deviceId, event: detail });
    }
  }

  /** Fires the timer rules whose schedule matches this minute (once per minute however often called). */
  tick(date: Date): void {
    const minute = Math.floor(date.getTime() / MINUTE);
    if (minute === this.lastTickMinute) return;
    this.lastTickMinute = minute;
    for (const rule of this.rules) {
      const schedule = this.schedules.get(rule.id);
      if (!schedule || !cronMatches(schedule, wallClockIn(date, rule.timezone))) continue;
      const timer = rule.triggers.find((t) => t.type === 'timer');
      this.fire(rule, { kind: 'timer', at: date.getTime(), cron: timer?.type === 'timer' ? timer.cron : undefined });
    }
    this.forecasts?.tick(date.getTime());
  }

  private scheduleTick() {
    const wait = MINUTE - (this.now() % MINUTE) + 50;
    this.tickTimer = setTimeout(() => {
      const at = new Date(this.now());
      // Several instances share the rules: only the lease holder fires the timers, once per minute.
      this.whenTimersHeld(() => this.tick(at));
      // Pick up edits made by other instances sharing the database.
      this.reload().catch((error: unknown) => this.deps.log.error({ err: error }, 'rule reload failed'));
      this.scheduleTick();
    }, wait);
    this.tickTimer.unref();
  }

  private fire(rule: RuleDef, cause: FireCause) {
    // Timers keep their schedule; a forecast trigger fires once per night (forecast-watch.ts).
    if (cause.kind !== 'timer' && cause.kind !== 'forecast') {
      const last = this.lastFired.get(rule.id);
      if (last !== undefined && cause.at - last < rule.intervalS * 1000) return;
      this.lastFired.set(rule.id, cause.at);
    }
    const run = () => this.deps.run(rule, cause).catch((error: unknown) => this.deps.log.error({ err: error, ruleId: rule.id }, 'rule run failed'));
    if (rule.delayS <= 0) return void run();
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      void run();
    }, rule.delayS * 1000);
    timer.unref();
    this.pending.add(timer);
  }
}

function holdKey(rule: RuleDef, index: number, trigger: AttributeTrigger) {
  return `${rule.id}:${index}:${trigger.device_id}:${trigger.param_key}:${trigger.operator}:${trigger.value}:${trigger.duration_s ?? 0}`;
}
