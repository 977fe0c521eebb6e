import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import type { TelemetryBus } from '../../../telemetry/bus';
import * as repo from './alarm-repository';
import '../../../db/alarm-tables';

/**
 * A pond's hypoxia-forecast alarm (issue 35), raised and cleared by the rule engine's forecast
 * watch: kind 'forecast' on the pond's `do`, beside (not replacing) a live warning of the same
 * parameter. value is the predicted DO at the crossing and last_ts the predicted time; threshold
 * the forecast trigger's value. Raised and cleared on the bus as every alarm, so the message
 * center, the bell and the pushes show it.
 */
export function forecastAlarms(db: Kysely<DB>, bus: TelemetryBus) {
  return {
    async active(deviceId: string): Promise<{ id: number; tenantId: number; raisedAt: number } | null> {
      const row = await db
        .selectFrom('alarms')
        .select(['id', 'tenant_id', 'raised_at'])
        .where('device_id', '=', deviceId)
        .where('kind', '=', 'forecast')
        .where('cleared_at', 'is', null)
        .executeTakeFirst();
      return row ? { id: row.id, tenantId: row.tenant_id, raisedAt: new Date(row.raised_at).getTime() } : null;
    },

    async raise(alarm: { deviceId: string; tenantId: number; threshold: number; crossing: { ts: number; value: number }; at: number }): Promise<void> {
      const id = await repo.insertActive(db, {
        device_id: alarm.deviceId,
        tenant_id: alarm.tenantId,
        param_key: 'do',
        kind: 'forecast',
        direction: 'low',
        value: alarm.crossing.value,
        threshold: alarm.threshold,
        at: new Date(alarm.at),
        notify_count: 1,
      });
      if (id === null) return;
      // The predicted time of the crossing, where a live alarm keeps its latest reading's.
      await db.updateTable('alarms').set({ last_ts: new Date(alarm.crossing.ts) }).where('id', '=', id).execute();
      bus.emit('alarm', {
        alarmId: id, deviceId: alarm.deviceId, tenantId: alarm.tenantId, paramKey: 'do', kind: 'forecast', state: 'raised', value: alarm.crossing.value, ts: alarm.at,
      });
    },

    async clear(alarm: { id: number; deviceId: string; tenantId: number; at: number }): Promise<void> {
      if (!(await repo.clearAlarm(db, alarm.id, null, new Date(alarm.at)))) return;
      bus.emit('alarm', { alarmId: alarm.id, deviceId: alarm.deviceId, tenantId: alarm.tenantId, paramKey: 'do', kind: 'forecast', state: 'cleared', value: null, ts: alarm.at });
    },
  };
}
