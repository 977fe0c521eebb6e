import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import '../../db/core-tables';
import './tables';

/** A user's subscriptions with the device's or site's name and the last period mailed. */
export function selectSubscriptions(db: Kysely<DB>) {
  return db
    .selectFrom('report_subscriptions as s')
    .leftJoin('devices', 'devices.device_id', 's.device_id')
    .leftJoin('sites', 'sites.id', 's.site_id')
    .select([
      's.id', 's.kind', 's.period', 's.deliver_at', 's.device_id', 's.site_id', 's.email', 's.lang', 's.created_at',
      sql<string>`coalesce(devices.device_name, sites.name, '')`.as('target_name'),
      (eb) =>
        eb
          .selectFrom('report_deliveries as d')
          .select((inner) => inner.fn.max('d.sent_at').as('sent'))
          .whereRef('d.subscription_id', '=', 's.id')
          .as('last_sent_at'),
    ]);
}

export type SubscriptionRow = Awaited<ReturnType<ReturnType<typeof selectSubscriptions>['execute']>>[number];

/** The row as the contract answers it. */
export function subscriptionView(row: SubscriptionRow) {
  const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  return { ...row, created_at: iso(row.created_at)!, last_sent_at: iso(row.last_sent_at as Date | string | null) };
}

/** A user's own e-mail address, the default recipient. */
export async function emailOfUser(db: Kysely<DB>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email?.trim() || null;
}
