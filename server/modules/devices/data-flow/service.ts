import { sql } from 'kysely';
import { AppError, badRequest } from '../../../http/app-error';
import type { RequestScope } from '../../../auth/request-scope';
import { requireDevice } from '../admin/service';
import { PLAN_MB } from './providers/simulated';
import { NoDailyFigures, ProviderError, type DataFlowProvider } from './providers/types';
import './messages';

const DATE = /^(\d{4})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?$/;

/** The device's card (its iccid, else its SIM number); a cardId given by the caller must be one of them. */
async function cardOf(scope: RequestScope, deviceId: string, cardId?: string) {
  const device = await requireDevice(scope, deviceId);
  const own = [device.iccid, device.sim_number].filter((c): c is string => Boolean(c));
  if (own.length === 0) throw badRequest('flow_no_card');
  if (cardId && !own.includes(cardId)) throw badRequest('flow_card_mismatch');
  if (!device.sim_type || !(device.sim_type in PLAN_MB)) throw badRequest('flow_no_plan');
  return { device, card: { cardId: cardId || own[0], simType: device.sim_type } };
}

/** A platform's failure as the caller sees it: 503 (the platform is unavailable to us) with our sentence and its own words. */
async function fromPlatform<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError) throw new AppError(503, 'flow_provider_failed', { provider: error.provider, code: error.code, detail: error.message });
    if (error instanceof NoDailyFigures) throw badRequest('flow_no_daily');
    throw error;
  }
}

/**
 * This month's usage; the remaining MB is stored on the device for the device list, marked as
 * simulated when it is. A card expiry the platform reports replaces the one on record only when it
 * is later: a renewal paid in the recharge centre may be ours alone (a platform without a renewal
 * call) or not yet in the platform's answer, and a report must never take it back. The answer
 * carries the date on record after that.
 */
export async function residual(scope: RequestScope, provider: DataFlowProvider, deviceId: string, cardId?: string) {
  const { device, card } = await cardOf(scope, deviceId, cardId);
  const usage = await fromPlatform(() => provider.usage(card, new Date()));
  const stored = await scope.db
    .updateTable('devices')
    .set({
      remaining_flow: usage.remainingMb,
      remaining_flow_simulated: provider.simulated,
      // greatest() passes over a null, so a card with no date on record takes the reported one.
      ...(usage.expiryDate ? { expiry_date: sql<Date>`greatest(devices.expiry_date, ${usage.expiryDate}::date)` } : {}),
    })
    .where('device_id', '=', device.device_id)
    .returning(sql<string | null>`to_char(devices.expiry_date, 'YYYY-MM-DD')`.as('expiry_date'))
    .executeTakeFirst();
  return {
    device_id: device.device_id, cardId: card.cardId, sim_type: card.simType, month: usage.month, provider: provider.name, simulated: provider.simulated,
    total_mb: usage.totalMb, used_mb: usage.usedMb, remaining_mb: usage.remainingMb, expiry_date: stored?.expiry_date ?? null,
  };
}

/** Day-by-day usage of a month (dateFlow YYYY-MM) or of one day (YYYY-MM-DD). */
export async function daily(scope: RequestScope, provider: DataFlowProvider, deviceId: string, cardId: string, dateFlow: string) {
  const match = DATE.exec(dateFlow.trim());
  if (!match) throw badRequest('flow_date_invalid');
  const { device, card } = await cardOf(scope, deviceId, cardId);
  const month = `${match[1]}-${match[2]}`;
  const now = new Date();
  const future = month > now.toISOString().slice(0, 7);
  let days = future ? [] : await fromPlatform(() => provider.daily(card, month, now));
  if (match[3]) days = days.filter((d) => d.date === dateFlow.trim());
  return {
    device_id: device.device_id, cardId: card.cardId, sim_type: card.simType, month, provider: provider.name, simulated: provider.simulated,
    total_mb: PLAN_MB[card.simType],
    used_mb: Math.round(days.reduce((sum, d) => sum + d.usedMb, 0) * 100) / 100,
    days: days.map((d) => ({ date: d.date, used_mb: d.usedMb })),
  };
}
