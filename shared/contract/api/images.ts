import { Type, type Static } from 'typebox';
import { PageQuery } from '../envelope';
import { endpoint, FILE_ANSWER } from '../endpoint';
import { BigId, Id } from '../schema-bounds';

const TimeInput = Type.String({ minLength: 1, maxLength: 40, description: 'epoch ms, ISO instant, or local "YYYY-MM-DD[ HH:mm[:ss]]"' });
const ImgName = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.-]+\\.jpg$' });

export const SnapshotSchema = Type.Object({
  id: Type.Integer(),
  img_name: Type.String(),
  url: Type.String({ description: 'GET it (session cookie) for the JPEG' }),
  camera_id: Type.Union([Type.Integer(), Type.Null()]),
  camera_name: Type.Union([Type.String(), Type.Null()]),
  deviceSerial: Type.String(),
  channelNo: Type.Integer(),
  device_id: Type.Union([Type.String(), Type.Null()]),
  type: Type.String(),
  size_bytes: Type.Integer(),
  published: Type.Integer({ description: '1 published, 0 not' }),
  published_at: Type.Union([Type.String(), Type.Null()]),
  taken_at: Type.String({ description: 'ISO instant' }),
});
export type SnapshotView = Static<typeof SnapshotSchema>;

export const SnapshotPageSchema = Type.Object({ rows: Type.Array(SnapshotSchema), total: Type.Integer() });

export const FtpImageQuerySchema = Type.Object({
  ...PageQuery,
  deviceSerial: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  channelNo: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  startTime: Type.Optional(TimeInput),
  endTime: Type.Optional(TimeInput),
  published: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
});
export type FtpImageQuery = Static<typeof FtpImageQuerySchema>;

export const FtpDeviceImageQuerySchema = Type.Object({
  ...PageQuery,
  device_id: Type.String({ minLength: 1, maxLength: 64 }),
  startTime: Type.Optional(TimeInput),
  endTime: Type.Optional(TimeInput),
  published: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
});
export type FtpDeviceImageQuery = Static<typeof FtpDeviceImageQuerySchema>;

export const ImageParamsSchema = Type.Object({ id: BigId() });

export const ImgNameBodySchema = Type.Object({ img_name: ImgName });
export const PublishBodySchema = Type.Object({
  img_name: ImgName,
  published: Type.Optional(Type.Boolean({ default: true, description: 'false withdraws the publication' })),
});

export const CaptureBodySchema = Type.Object({
  user_id: Type.Optional(Type.Union([Id(), Type.String({ maxLength: 32 })])),
  deviceSerial: Type.String({ minLength: 1, maxLength: 64 }),
  channelNo: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  device_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  type: Type.Optional(Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$', default: 'manual' })),
});
export type CaptureBody = Static<typeof CaptureBodySchema>;

/** Snapshots: take and store one, list them by camera, device and time, the JPEG, delete and publish. */
export const IMAGE_ENDPOINTS = {
  capture: endpoint({ method: 'POST', path: '/camera/capture', body: CaptureBodySchema, data: SnapshotSchema, access: 'cameraCapture' }),
  list: endpoint({ method: 'GET', path: '/ftpfile/ftpimage', query: FtpImageQuerySchema, data: SnapshotPageSchema, access: 'imagesView' }),
  ofDevice: endpoint({ method: 'GET', path: '/ftpfile/ftpDeviceImage', query: FtpDeviceImageQuerySchema, data: SnapshotPageSchema, access: 'imagesView' }),
  /** The JPEG, as a snapshot's `url` names it. */
  file: endpoint({ method: 'GET', path: '/ftpfile/image/:id', params: ImageParamsSchema, data: FILE_ANSWER, produces: ['image/jpeg'], access: 'imagesView' }),
  remove: endpoint({ method: 'POST', path: '/imageToPub/delete', body: ImgNameBodySchema, data: Type.Null(), access: 'imagesManage' }),
  /** Publishes a snapshot, or withdraws it with `published: false`. */
  publish: endpoint({ method: 'POST', path: '/imageToPub/publish', body: PublishBodySchema, data: SnapshotSchema, access: 'imagesManage' }),
};
