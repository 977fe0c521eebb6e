import type { FastifyInstance } from 'fastify';
import type { DeviceEntry } from '../../../server/ingest/device-registry';
import { PROFILES, deviceSkew, localHour, profileValue, seasonDay } from '../../../server/sim/profiles';
import { waitUntil } from './language-settle';

const MINUTE_MS = 60_000;
/** A day of history at this step: the screens' 24 h trends, rain bars and the history pages have lines to draw. */
const STEP_MS = 30 * MINUTE_MS;
const STEPS = 48;
/** Devices left without a reading, so lists show a device that never reported beside the live ones. */
const SILENT = new Set(['PTP00002', 'EYZ00002']);

/** Alarms the readings raise: dissolved oxygen below its lower limit, ammonia above its upper one. */
export const RAISED_ALARMS = [
  { deviceId: 'AW00001', paramKey: 'do', value: 2.1 },
  { deviceId: 'AW00002', paramKey: 'nh3n', value: 1.6 },
] as const;
/** From the history's end, longer than the seeded waitTime (30 s): the breach has lasted long enough to be an alarm. */
const BREACH_MS = [90_000, 60_000, 30_000, 1_000];

/** A device's readings at `ts` on the simulator's daily curves, clamped to its range as the simulator does; the breaches held. */
function valuesAt(device: DeviceEntry, ts: number, breach: boolean): Record<string, number> {
  const values: Record<string, number> = {};
  for (const param of device.params.values()) {
    const profile = PROFILES[param.param_key];
    if (!profile) continue;
    let value = profileValue(profile, localHour(ts, device.timezone), deviceSkew(device.deviceId), Math.random, seasonDay(ts));
    if (param.startValue !== null) value = Math.max(param.startValue, value);
    if (param.endValue !== null) value = Math.min(param.endValue, value);
    values[param.param_key] = value;
  }
  if (breach) for (const alarm of RAISED_ALARMS) if (alarm.deviceId === device.deviceId) values[alarm.paramKey] = alarm.value;
  return values;
}

async function submitAll(app: FastifyInstance, devices: readonly DeviceEntry[], ts: number, breach: boolean): Promise<void> {
  await Promise.all(
    devices.map(async (device) => {
      const result = await app.ingest.submit(device.deviceId, { ts, values: valuesAt(device, ts, breach) });
      if (!result.accepted) throw new Error(`${device.deviceId}: reading at ${new Date(ts).toISOString()} refused: ${JSON.stringify(result)}`);
    }),
  );
}

/**
 * Live data for a server that runs without the simulator (SIM=0), through ingest as MQTT would:
 * the last day of readings of every seeded device but two on the simulator's daily curves, then
 * two breaches that raise real alarms (and with them their notices). Resolves once the alarms are
 * open. Nothing reports afterwards: a reading every period pushed to every page kept open in a tab
 * starved the walk's browser on a busy machine, so the devices go offline as the walk proceeds,
 * keeping their values, and pages show both states.
 */
export async function feedLiveReadings(app: FastifyInstance): Promise<void> {
  const devices = [...app.ingest.registry.all()].filter((d) => !SILENT.has(d.deviceId));
  const start = Date.now() - 2 * MINUTE_MS;
  for (let step = STEPS; step >= 0; step--) await submitAll(app, devices, start - step * STEP_MS, false);
  const breached = devices.filter((d) => RAISED_ALARMS.some((a) => a.deviceId === d.deviceId));
  for (const ago of BREACH_MS) await submitAll(app, breached, Date.now() - ago, true);
  // Hooks cannot use expect.poll; the walk needs the alarms, so their absence fails it here.
  if (!(await waitUntil(() => RAISED_ALARMS.every(({ deviceId, paramKey }) => app.alarms.activeOf(deviceId, paramKey) !== null), 20_000))) {
    throw new Error(`the breaches raised no alarm: ${JSON.stringify(RAISED_ALARMS)}`);
  }
}
