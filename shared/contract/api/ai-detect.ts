import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import { Id } from '../schema-bounds';

export const DetectBodySchema = Type.Object({
  deviceSerial: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  id: Type.Optional(Id({ description: 'camera id, instead of deviceSerial' })),
  channelNo: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  device_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'defaults to the camera’s device' })),
});

export const VideoStopBodySchema = Type.Object({
  deviceSerial: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  id: Type.Optional(Id()),
  channelNo: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
});

export const DetectRunSchema = Type.Object({
  camera_id: Type.Integer(),
  deviceSerial: Type.String(),
  channelNo: Type.Integer(),
  streamKey: Type.String(),
  device_id: Type.String(),
  param_key: Type.String({ description: 'the telemetry key the index is stored under: shrimp_activity' }),
  startedAt: Type.Number({ description: 'epoch milliseconds' }),
  latest: Type.Union([Type.Number(), Type.Null()], { description: 'latest activity index 0..100' }),
  latestAt: Type.Union([Type.Number(), Type.Null()]),
  samples: Type.Integer({ description: 'values submitted so far' }),
  error: Type.Union([Type.String(), Type.Null()], { description: 'why the video reader last stopped (it restarts)' }),
});

export const DetectListSchema = Type.Object({ rows: Type.Array(DetectRunSchema), total: Type.Integer() });
export const VideoStopSchema = Type.Object({ stopped: Type.Boolean(), deviceSerial: Type.String(), channelNo: Type.Integer() });

/** Server-side shrimp-activity analysis of a camera's live video (spec section 7 "Other", code 15). */
export const AI_DETECT_ENDPOINTS = {
  start: endpoint({ method: 'POST', path: '/detect', body: DetectBodySchema, data: DetectRunSchema, access: 'aiDetect' }),
  stop: endpoint({ method: 'POST', path: '/video_stop', body: VideoStopBodySchema, data: VideoStopSchema, access: 'aiDetect' }),
  status: endpoint({ method: 'GET', path: '/detect/status', data: DetectListSchema, access: 'aiDetect' }),
};
