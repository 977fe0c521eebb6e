/**
 * Field rules that the server's schemas and services and the console's forms both import, so a
 * form refuses exactly what the server refuses. Plain constants and pure functions: no imports,
 * because this file runs in the browser and on the server alike.
 *
 * Patterns are JSON Schema (TypeBox) `pattern` strings; the `*_RE` twins are the same source as
 * RegExp for form rules.
 */

/** A mainland China mobile number (users' telephone, alarm contacts' phone: alarms go out as SMS and calls). */
export const PHONE_DIGITS = '1[3-9]\\d{9}';
export const PHONE_PATTERN = `^${PHONE_DIGITS}$`;
export const PHONE_RE = new RegExp(PHONE_PATTERN);
export const PHONE_MAX = 11;

/** Spec sections 5 and 9: passwords have 6 to 32 characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;

/** Spec section 5: the generic default maximum e-mail length, and the shape the server checks (one @, a dot in the domain). */
export const EMAIL_MAX = 255;
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const EMAIL_RE = new RegExp(EMAIL_PATTERN);

/** An ICCID (the SIM card's serial, ITU-T E.118): 19 or 20 digits. */
export const ICCID_PATTERN = '^\\d{19,20}$';
export const ICCID_RE = new RegExp(ICCID_PATTERN);
export const ICCID_MAX = 20;

/** A SIM number (MSISDN): digits only; 11 for a phone SIM, 13 for an IoT SIM, 15 at most (E.164). */
export const SIM_NUMBER_PATTERN = '^\\d{11,15}$';
export const SIM_NUMBER_RE = new RegExp(SIM_NUMBER_PATTERN);
export const SIM_NUMBER_MAX = 15;

/** A device's position on the maps, WGS84 degrees. */
export const LONGITUDE_MIN = -180;
export const LONGITUDE_MAX = 180;
export const LATITUDE_MIN = -90;
export const LATITUDE_MAX = 90;

/**
 * The location rule: a device added or edited in the console has both coordinates, finite and in
 * range (without them it would have no place on the maps).
 */
export function hasLocation(longitude: unknown, latitude: unknown): boolean {
  const inRange = (value: unknown, min: number, max: number) => typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
  return inRange(longitude, LONGITUDE_MIN, LONGITUDE_MAX) && inRange(latitude, LATITUDE_MIN, LATITUDE_MAX);
}
