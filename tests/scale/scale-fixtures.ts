import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ApiClient, DEMO } from '../helpers/api-client';

/** Devices made for the scale test: SC00001 .. SCnnnnn, water-quality devices of the fish farm. */
export const DEVICE_PREFIX = 'SC';

/**
 * Adds `n` devices through the console API (as an operator would), makes `do` alarm on its first
 * out-of-range reading (waitTime 0, low limit 4, reasonable range 0..50, notifications on), and a
 * timer rule that fires every minute with no action but its record in rule_history.
 */
export async function createScaleDevices(app: FastifyInstance, origin: string, n: number): Promise<{ timerRuleId: number }> {
  const db = app.database.db;
  const api = new ApiClient(origin);
  await api.login(...DEMO.admin);
  const fish = await db.selectFrom('companies').select('id').where('alias', '=', 'Nanxun Aquaculture Base').executeTakeFirstOrThrow();
  for (let d = 1; d <= n; d++) {
    const id = `${DEVICE_PREFIX}${String(d).padStart(5, '0')}`;
    const res = await api.post('/userdevices/create', {
      device_id: id, device_name: id, device_type: 'AW', tenant_id: fish.id,
      iccid: `8986${String(d).padStart(16, '0')}`, longitude: 120.2, latitude: 30.7,
    });
    if (res.status !== 200) throw new Error(`device ${id} not created: ${res.status} ${JSON.stringify(res.body)}`);
  }
  await db
    .updateTable('device_params')
    .set({ waitTime: 0, min: 4, max: 20, isHigh: 2, isOpen: 1, startValue: 0, endValue: 50, maxTime: 3 })
    .where('device_id', 'like', `${DEVICE_PREFIX}%`)
    .where('param_key', '=', 'do')
    .execute();
  const rule = await sql<{ id: number }>`insert into rules (tenant_id, name, triggers, actions, enabled)
    values (${fish.id}, 'scale: every minute', ${JSON.stringify([{ type: 'timer', cron: '* * * * *' }])}, '[]', true)
    returning id`.execute(db);
  return { timerRuleId: rule.rows[0].id };
}
