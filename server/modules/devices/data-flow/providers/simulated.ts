import { extendExpiry, laterDay } from './expiry';
import type { DataFlowProvider, DayUsage, MonthUsage, RenewalRequest, SimCard } from './types';

/** Monthly allowance of each spec plan type, in MB. */
export const PLAN_MB: Record<string, number> = { '30M': 30, '50M': 50, '500M': 500, '30G': 30 * 1024, '50G': 50 * 1024 };

/** FNV-1a: a stable number from text, so the same card and day always give the same usage. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 0xffffffff;
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const round = (mb: number) => Math.round(mb * 100) / 100;

/** A day's use: on average 75 % of the plan over a month, between 30 % and 120 % of a day's share. */
function dayUsage(card: SimCard, plan: number, year: number, month: number, day: number): number {
  const share = plan / daysIn(year, month);
  return share * (0.3 + 0.9 * hash(`${card.cardId}:${year}-${pad(month)}-${pad(day)}`));
}

/**
 * The default provider: usage simulated from the plan, deterministic from the card id and the
 * date (UTC days), so the device list shows believable, stable remaining data without an operator
 * account. A renewal is recorded here and reported with the usage.
 *
 * Each provider is a simulated platform with its own record of renewed cards (card id -> expiry),
 * reported back by usage() as an operator platform reports a card's validity. The app makes one
 * (app.dataFlow), as one platform stands behind every client of it, so two apps in one process
 * (the API tests' workers) do not see each other's renewals. It is not kept across restarts, where
 * the console's stored date (never lowered by a report) carries on.
 */
export function createSimulatedProvider(): DataFlowProvider {
  const renewedUntil = new Map<string, string>();
  return {
    name: 'simulated',
    simulated: true,
    async usage(card: SimCard, day: Date): Promise<MonthUsage> {
      const plan = PLAN_MB[card.simType];
      const [year, month, today] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
      let used = 0;
      for (let d = 1; d <= today; d++) used += dayUsage(card, plan, year, month, d);
      used = Math.min(plan, used);
      return { month: `${year}-${pad(month)}`, totalMb: plan, usedMb: round(used), remainingMb: round(plan - used), expiryDate: renewedUntil.get(card.cardId) ?? null };
    },
    async daily(card: SimCard, month: string, until: Date): Promise<DayUsage[]> {
      const plan = PLAN_MB[card.simType];
      const [year, m] = month.split('-').map(Number);
      const sameMonth = until.getUTCFullYear() === year && until.getUTCMonth() + 1 === m;
      const last = sameMonth ? until.getUTCDate() : daysIn(year, m);
      const days: DayUsage[] = [];
      for (let d = 1; d <= last; d++) days.push({ date: `${month}-${pad(d)}`, usedMb: round(dayUsage(card, plan, year, m, d)) });
      return days;
    },
    async renew(card: SimCard, request: RenewalRequest, today: Date) {
      const expiryDate = extendExpiry(laterDay(request.currentExpiry, renewedUntil.get(card.cardId)), request.months, today);
      renewedUntil.set(card.cardId, expiryDate);
      return { expiryDate, recordedBy: 'platform' as const };
    },
  };
}
