import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { LIVE_ALARM_KINDS } from '../live-states';
import { OneOf } from '../schema-bounds';

export const DeviceStatusSchema = Type.Object({
  total: Type.Integer(),
  online: Type.Integer(),
  offline: Type.Integer(),
  warning: Type.Integer({ description: 'devices with an active warning alarm' }),
  fault: Type.Integer({ description: 'devices with an active fault alarm (a sensor reporting outside its reasonable range)' }),
});

export const AlarmStatusSchema = Type.Object({
  total: Type.Integer(),
  normal: Type.Integer(),
  warning: Type.Integer(),
  fault: Type.Integer(),
  rows: Type.Array(
    Type.Object({
      device_id: Type.String(),
      device_name: Type.String(),
      device_type: Type.String(),
      alarm: OneOf(LIVE_ALARM_KINDS),
      count: Type.Integer({ description: 'active alarms of the device' }),
    }),
  ),
});

export const EnableStatusSchema = Type.Object({ total: Type.Integer(), enabled: Type.Integer(), disabled: Type.Integer() });

export const IngestStatsSchema = Type.Object({
  messages: Type.Integer({ description: 'messages committed' }),
  points: Type.Integer({ description: 'readings committed' }),
  batches: Type.Integer(),
  avgBatchRows: Type.Number(),
  lastBatchMs: Type.Number(),
  maxBatchMs: Type.Number(),
  pendingRows: Type.Integer(),
  failedBatches: Type.Integer({ description: 'batch writes the database refused (each is retried once)' }),
  dropped: Type.Integer(),
  droppedBy: Type.Record(Type.String(), Type.Integer()),
});

export type DeviceStatus = Static<typeof DeviceStatusSchema>;

/** Counts of the devices the caller sees; ingest health is platform-wide, for the platform's company administration. */
export const DEVICE_STATUS_ENDPOINTS = {
  status: endpoint({ method: 'GET', path: '/devices/status', data: DeviceStatusSchema, access: 'deviceStatus' }),
  alarmStatus: endpoint({ method: 'GET', path: '/devices/alarmStatus', data: AlarmStatusSchema, access: 'deviceStatus' }),
  enableStatus: endpoint({ method: 'GET', path: '/devices/enableStatus', data: EnableStatusSchema, access: 'deviceStatus' }),
  ingestStats: endpoint({ method: 'GET', path: '/ingest/stats', data: IngestStatsSchema, access: 'ingestStats' }),
};
