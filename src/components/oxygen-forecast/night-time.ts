/**
 * Times of a night forecast in the device's local time. The answer carries no zone name, but two
 * of its instants are local hours by definition (a forecast's `until` is 09:00, a backtest night's
 * `asof` 20:00), so the zone's offset that night is read off them: the same clock the server
 * forecast by, whatever zone the browser is in.
 */

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** Forecast horizons end at this local hour (the contract's `until`). */
export const UNTIL_HOUR = 9;
/** Backtest forecasts are made at this local hour (the contract's night `asof`). */
export const BACKTEST_HOUR = 20;

/** The zone's offset from UTC in minutes at `anchor`, an instant known to be `hour`:00 local time. */
export function offsetAt(anchor: number, hour: number): number {
  const utc = new Date(anchor);
  let offset = hour * 60 - (utc.getUTCHours() * 60 + utc.getUTCMinutes());
  // Zones lie between UTC-12 and UTC+14.
  if (offset > 14 * 60) offset -= DAY_MINUTES;
  if (offset <= -12 * 60) offset += DAY_MINUTES;
  return offset;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:mm" of `ts` at a zone offset of `offset` minutes. */
export function clockAt(ts: number, offset: number): string {
  const local = new Date(ts + offset * MINUTE_MS);
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}
