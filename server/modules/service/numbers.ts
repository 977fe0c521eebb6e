import { randomInt } from 'node:crypto';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A prefix, the local time to the second and six random digits: unique enough, sortable, readable on the phone. */
export function serviceNumber(prefix: 'AS' | 'SG', now = new Date()): string {
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${prefix}${stamp}${pad(randomInt(0, 1_000_000), 6)}`;
}
