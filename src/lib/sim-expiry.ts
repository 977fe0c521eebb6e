/** A SIM stays usable for a grace week after its expiry date; after that the console warns (spec section 9). */
export const SIM_EXPIRY_GRACE_MS = 604_800_000;
/** Only SIMs supplied by this provider carry a reliable expiry date. */
export const SIM_SUPPLIER = 'wm';

export interface SimDevice {
  device_id: string;
  device_name: string;
  iccid?: string | null;
  supplier?: string | null;
  expiry_date?: string | null;
}

/** One SIM expiry alarm (spec section 3); the message is rendered in the UI language with the sales phone. */
export interface SimAlarmItem {
  msisdn: string;
  datetime: string;
  device_id: string;
  device_name: string;
}

/**
 * SIMs whose expiry date lies at least a week in the past: iccid present, supplier `wm` and a
 * non-empty expiry date. `expiry_date` is a calendar day (YYYY-MM-DD) read as local midnight.
 */
export function simExpiryAlarms(devices: readonly SimDevice[], now: number = Date.now()): SimAlarmItem[] {
  const alarms: SimAlarmItem[] = [];
  for (const device of devices) {
    const iccid = device.iccid?.trim();
    const expiry = device.expiry_date?.trim();
    if (!iccid || device.supplier !== SIM_SUPPLIER || !expiry) continue;
    const expiresAt = parseDay(expiry);
    if (expiresAt === null || now - expiresAt < SIM_EXPIRY_GRACE_MS) continue;
    alarms.push({ msisdn: iccid, datetime: expiry, device_id: device.device_id, device_name: device.device_name });
  }
  return alarms;
}

function parseDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const time = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
  return Number.isNaN(time) ? null : time;
}
