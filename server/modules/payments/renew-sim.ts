import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { DataFlowProvider } from '../devices';
import type { Db } from './repository';

export interface SimRenewal {
  deviceId: string;
  /** The plan bought (spec section 9's types); it becomes the device's SIM type. */
  plan: string;
  months: number;
  /** The order's number, the renewal's idempotency reference at the platform. */
  orderNo: string;
}

/**
 * A paid SIM plan, through the card platform adapter: the platform (or, for one without a renewal
 * call, our record) gives the new expiry, stored on the device inside the caller's transaction so
 * the order is paid and the card renewed together. The new date ends the console's SIM expiry alarm,
 * which is derived from it. A platform failure throws, and the caller's transaction rolls back.
 */
export async function renewSim(trx: Db, dataFlow: DataFlowProvider, renewal: SimRenewal, log: FastifyBaseLogger): Promise<void> {
  const device = await trx
    .selectFrom('devices')
    .select(['iccid', 'sim_number', sql<string | null>`to_char(devices.expiry_date, 'YYYY-MM-DD')`.as('expiry')])
    .where('device_id', '=', renewal.deviceId)
    .executeTakeFirst();
  if (!device) {
    log.warn({ deviceId: renewal.deviceId, orderNo: renewal.orderNo }, 'paid SIM plan for a device that no longer exists; nothing renewed');
    return;
  }
  const card = { cardId: device.iccid || device.sim_number || renewal.deviceId, simType: renewal.plan };
  const renewed = await dataFlow.renew(card, { months: renewal.months, currentExpiry: device.expiry, reference: renewal.orderNo }, new Date());
  await trx
    .updateTable('devices')
    .set({ expiry_date: sql<Date>`${renewed.expiryDate}::date`, sim_type: renewal.plan })
    .where('device_id', '=', renewal.deviceId)
    .execute();
  if (renewed.recordedBy === 'console') {
    log.info({ deviceId: renewal.deviceId, provider: dataFlow.name, expiry: renewed.expiryDate, orderNo: renewal.orderNo }, 'SIM renewal recorded by the console: the card platform has no renewal call');
  }
}
