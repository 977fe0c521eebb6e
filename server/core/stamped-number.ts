import { randomInt } from 'node:crypto';
import { localStamp } from './local-time';

/**
 * A document number: a prefix, the date-time to the second on the company's clock, and six random
 * digits (P20261206093012123456). Unique enough, sortable, readable over the phone, and dated as the
 * customer dates it: on the server's UTC clock an order placed at 07:30 in Shanghai carried yesterday.
 */
export function stampedNumber(prefix: string, timeZone: string, at = Date.now()): string {
  return `${prefix}${localStamp(timeZone, at)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
