import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import { ACTIVITY_PARAM } from '../streaming/activity';

/**
 * Makes ingest accept shrimp activity for a device: the parameter definition (虾活跃度, 0..100,
 * no unit) and the device's configuration row, both left alone when they exist. No min/max, so it
 * raises no alarm until someone sets limits; rules can still use it.
 */
export async function ensureActivityParam(db: Transaction<DB> | Kysely<DB>, deviceId: string): Promise<void> {
  await db
    .insertInto('param_defs')
    .values({
      param_key: ACTIVITY_PARAM,
      param_name: '虾活跃度',
      param_name_en: 'Shrimp activity',
      param_type: 'float',
      param_unit: '',
      icon_key: 'activity',
      desc: 'Shrimp activity index 0..100 from video frame differencing (AI recognition)',
    })
    .onConflict((oc) => oc.column('param_key').doNothing())
    .execute();
  await db
    .insertInto('device_params')
    .values({
      device_id: deviceId,
      param_key: ACTIVITY_PARAM,
      name: '虾活跃度',
      max: null,
      min: null,
      isHigh: 2,
      period: 2,
      maxTime: 3,
      startValue: 0,
      endValue: 100,
      waitTime: 0,
      correcting: 0,
      valuePerfectL: 20,
      valuePerfectH: 80,
      prompt_id: 2,
      isOpen: 1,
    })
    .onConflict((oc) => oc.columns(['device_id', 'param_key']).doNothing())
    .execute();
}
