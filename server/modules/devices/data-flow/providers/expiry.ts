import type { Renewal, RenewalRequest } from './types';

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The later of two YYYY-MM-DD days; a missing one loses. */
export function laterDay(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a >= b ? a : b;
}

/**
 * `months` more from the later of the card's expiry and today (a lapsed card counts from today),
 * as a calendar day. Month ends clamp as PostgreSQL's date + interval does: 31 January + 1 month is
 * 28 (or 29) February. `today` is the console's local day.
 */
export function extendExpiry(currentExpiry: string | null, months: number, today: Date): string {
  const base = laterDay(currentExpiry, dayText(today))!;
  const [year, month, day] = base.split('-').map(Number);
  const target = new Date(year, month - 1 + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return `${target.getFullYear()}-${pad(target.getMonth() + 1)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * For a platform without a renewal call of its own (or none this adapter knows): the new date is
 * the console's record alone, and says so (docs/decisions.md, "SIM renewal through the data-flow
 * adapter").
 */
export async function renewOnRecord(request: RenewalRequest, today: Date): Promise<Renewal> {
  return { expiryDate: extendExpiry(request.currentExpiry, request.months, today), recordedBy: 'console' };
}
