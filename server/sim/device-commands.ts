import { localDate, localToInstant } from '../core/local-time';

/** A switch (or any parameter) a command sets on a simulated device, until a time or for good. */
export interface CommandSetting {
  key: string;
  value: number;
  /** Epoch ms when the device goes back to its own behaviour; null: until told otherwise. */
  until: number | null;
}

/** Local hour at which the demo farm's hand switches off the aerators a command left running overnight. */
export const AERATOR_OFF_HOUR = 9;
const MINUTE_MS = 60_000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The next local `hour`:00 after `now` in the zone. */
function nextLocalHour(timeZone: string, now: number, hour: number): number {
  const [y, m, d] = localDate(timeZone, now).split('-').map(Number);
  const today = localToInstant(timeZone, y, m, d, hour);
  return today > now ? today : localToInstant(timeZone, y, m, d + 1, hour);
}

/**
 * What a command sets on a device with these parameters, in the shapes the platform sends:
 * `{"aerator": 1}` (a parameter at the top), `{"command": "x", "params": {"aerator": 1}}` (a
 * command code's parameters, as the catalogue's aerator_on carries them) and `{"command":
 * "aerator_on"}` (a rule's or a tip's bare code: `<switch>_on` / `<switch>_off`). `params.minutes`
 * bounds it (a tip's "aerators for an hour"); an aerator switched on with no bound runs until the
 * next AERATOR_OFF_HOUR, when the farm hand switches it off in the morning, so one rule firing does
 * not aerate the pond for the rest of the demo.
 */
export function commandSettings(command: unknown, params: ReadonlySet<string>, timeZone: string, now: number): CommandSetting[] {
  if (!isRecord(command)) return [];
  const extra = isRecord(command.params) ? command.params : {};
  const minutes = typeof extra.minutes === 'number' && extra.minutes > 0 ? extra.minutes : null;
  const values = new Map<string, number>();
  for (const source of [command, extra]) {
    for (const [key, value] of Object.entries(source)) if (params.has(key) && typeof value === 'number') values.set(key, value);
  }
  const code = typeof command.command === 'string' ? /^(\w+)_(on|off)$/.exec(command.command) : null;
  if (code && params.has(code[1]) && !values.has(code[1])) values.set(code[1], code[2] === 'on' ? 1 : 0);
  return [...values].map(([key, value]) => ({
    key,
    value,
    until: minutes !== null ? now + minutes * MINUTE_MS : key === 'aerator' && value > 0 ? nextLocalHour(timeZone, now, AERATOR_OFF_HOUR) : null,
  }));
}
