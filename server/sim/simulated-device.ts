import mqtt, { type MqttClient } from 'mqtt';
import type { DeviceEntry } from '../ingest/device-registry';
import { PROFILES, deviceSkew, localHour, profileValue, seasonDay } from './profiles';
import { commandSettings, type CommandSetting } from './device-commands';
import { PondOxygen, oxygenReading } from './pond-oxygen';

/** Chance per publish that one parameter starts an excursion past its alarm threshold. */
const EXCURSION_CHANCE = 0.003;
/** Chance per publish that the device drops off the network for a while. */
const DROPOUT_CHANCE = 0.0008;
const DROPOUT_MS: [number, number] = [60_000, 180_000];

interface Excursion {
  key: string;
  until: number;
}

/**
 * One simulated device: a real MQTT client logged in with the device's own secret, publishing
 * telemetry at its period (QoS 1), answering commands on devices/{id}/reply, sometimes drifting
 * out of range (which trips alarms) and sometimes dropping off the network and coming back.
 */
export class SimulatedDevice {
  private client: MqttClient | null = null;
  private timer: NodeJS.Timeout | null = null;
  private resumeTimer: NodeJS.Timeout | null = null;
  private excursion: Excursion | null = null;
  private readonly overrides = new Map<string, CommandSetting>();
  private readonly skew: number;
  /** The pond's oxygen as a mass balance, for a device that measures `do` (created on the first reading). */
  private pond: PondOxygen | null = null;
  private stopped = false;

  constructor(
    private readonly device: DeviceEntry,
    private readonly url: string,
    private readonly secret: string,
  ) {
    this.skew = deviceSkew(device.deviceId);
  }

  start(): void {
    const id = this.device.deviceId;
    this.client = mqtt.connect(this.url, {
      clientId: `sim-${id}`,
      username: id,
      password: this.secret,
      reconnectPeriod: 3000,
      will: { topic: `devices/${id}/status`, payload: Buffer.from('offline'), qos: 1, retain: false },
    });
    this.client.on('connect', () => {
      this.client?.publish(`devices/${id}/status`, 'online', { qos: 1 });
      this.client?.subscribe(`devices/${id}/command`, { qos: 1 });
    });
    this.client.on('message', (_topic, payload) => this.onCommand(payload));
    this.client.on('error', () => undefined);
    // A random phase so that thirty devices do not publish in the same millisecond.
    const periodMs = this.device.period * 1000;
    this.timer = setTimeout(() => {
      this.publish();
      this.timer = setInterval(() => this.publish(), periodMs);
    }, Math.random() * periodMs);
  }

  /** A command may set a parameter (device-commands.ts: e.g. {"aerator": 1} or aerator_on); the reply echoes it. */
  private onCommand(payload: Buffer): void {
    let command: unknown;
    try {
      command = JSON.parse(payload.toString('utf8'));
    } catch {
      command = payload.toString('utf8');
    }
    this.command(command, Date.now());
    this.client?.publish(`devices/${this.device.deviceId}/reply`, JSON.stringify({ ok: true, command, ts: Date.now() }), { qos: 1 });
  }

  /** Applies a command received at `now`. */
  command(command: unknown, now: number): void {
    for (const setting of commandSettings(command, new Set(this.device.params.keys()), this.device.timezone, now)) {
      this.overrides.set(setting.key, setting);
    }
  }

  /** The value a command holds a parameter at, while it holds. */
  private override(key: string, now: number): number | undefined {
    const setting = this.overrides.get(key);
    if (setting && setting.until !== null && now >= setting.until) this.overrides.delete(key);
    return this.overrides.get(key)?.value;
  }

  /**
   * Dissolved oxygen from the pond's mass balance, advanced to `now`; the aerator runs while a
   * command holds it on (a pond's aerator is off otherwise: pond-oxygen.ts). Warmed up from the
   * days before on the first call, so the live curve goes on from the backfilled one.
   */
  private pondOxygen(now: number): number {
    this.pond ??= new PondOxygen(this.device.deviceId, this.device.timezone).warmUp(now);
    const aerator = (this.override('aerator', now) ?? 0) > 0;
    return oxygenReading(this.pond.advance(now, () => aerator).current!.value);
  }

  values(now: number): Record<string, number> {
    const hour = localHour(now, this.device.timezone);
    const day = seasonDay(now);
    if (this.excursion && now > this.excursion.until) this.excursion = null;
    const modelled = this.device.params.get('do')?.isOpen === 1;
    const values: Record<string, number> = {};
    for (const param of this.device.params.values()) {
      const profile = PROFILES[param.param_key];
      if (!profile || param.isOpen !== 1) continue;
      const own = () => {
        if (modelled && param.param_key === 'do') return this.pondOxygen(now);
        if (modelled && param.param_key === 'aerator') return 0;
        return profileValue(profile, hour, this.skew, Math.random, day);
      };
      let value = this.override(param.param_key, now) ?? own();
      if (this.excursion?.key === param.param_key) {
        value = param.max !== null ? param.max * 1.15 + Math.abs(param.max) * 0.02 : (param.min ?? value) * 0.8 - 0.1;
        value = Math.round(value * 100) / 100;
      }
      if (param.startValue !== null) value = Math.max(param.startValue, value);
      if (param.endValue !== null) value = Math.min(param.endValue, value);
      values[param.param_key] = value;
    }
    return values;
  }

  private publish(): void {
    if (!this.client?.connected) return;
    const now = Date.now();
    if (Math.random() < DROPOUT_CHANCE) return this.dropOut();
    if (!this.excursion && Math.random() < EXCURSION_CHANCE) {
      const candidates = [...this.device.params.values()].filter((p) => p.max !== null || p.min !== null);
      const pick = candidates[Math.floor(Math.random() * candidates.length)];
      if (pick) this.excursion = { key: pick.param_key, until: now + (pick.waitTime + 60) * 1000 };
    }
    const message = JSON.stringify({ ts: now, values: this.values(now) });
    this.client.publish(`devices/${this.device.deviceId}/telemetry`, message, { qos: 1 });
  }

  private dropOut(): void {
    const client = this.client;
    if (!client) return;
    client.end(true);
    const [min, max] = DROPOUT_MS;
    this.resumeTimer = setTimeout(() => {
      if (!this.stopped) client.reconnect();
    }, min + Math.random() * (max - min));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.resumeTimer) clearTimeout(this.resumeTimer);
    await this.client?.endAsync(true).catch(() => undefined);
    this.client = null;
  }
}
