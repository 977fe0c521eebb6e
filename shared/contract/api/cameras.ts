import { Type, type Static } from 'typebox';
import { endpoint, FILE_ANSWER } from '../endpoint';
import { PTZ_DIRECTIONS } from '../ptz';
import { Id, OneOf } from '../schema-bounds';

/**
 * A camera's serial as the vendors print them (letters and digits, some with _ . -). It names the
 * camera's stream folder and URL, so it starts with a letter or digit ('.', '..' and '-x' are no
 * folder or file names to hand to ffmpeg) and holds no ':' (a protocol or filter option to ffmpeg).
 */
export const CAMERA_SERIAL_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]*$';
export const CAMERA_SERIAL_MAX = 64;
const Serial = Type.String({ minLength: 1, maxLength: CAMERA_SERIAL_MAX, pattern: CAMERA_SERIAL_PATTERN, 'x-message': 'camera_serial_format' });
const ChannelNo = Type.Integer({ minimum: 0, maximum: 999 });
const Provider = Type.Union([Type.Literal('sim'), Type.Literal('ezviz'), Type.Literal('imou'), Type.Literal('rtsp')]);
const Transport = Type.Union([Type.Literal('tcp'), Type.Literal('udp')]);
const NullableText = Type.Union([Type.String(), Type.Null()]);
/** Legacy user ids some console calls still send; the session decides who is asking. */
const LegacyUserId = Type.Optional(Type.Union([Id(), Type.String({ maxLength: 32 })]));

export const CameraSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  deviceSerial: Type.String(),
  channelNo: Type.Integer(),
  device_id: Type.Union([Type.String(), Type.Null()]),
  device_name: Type.Union([Type.String(), Type.Null()]),
  tenant_id: Type.Integer(),
  provider: Provider,
  motion: Type.Number({ description: 'sim cameras: 0 (still) .. 1 (darting shrimp)' }),
  enabled: Type.Integer({ description: '1 enabled, 0 disabled' }),
  streamKey: Type.String({ description: 'name in /camera/hls/<streamKey>/ and /camera/status/<streamKey>' }),
  live: Type.Boolean({ description: 'a sim or rtsp stream is running right now' }),
  rtspUrl: NullableText,
  rtspUser: NullableText,
  hasPassword: Type.Boolean({ description: 'an rtsp camera has a stored password (never returned)' }),
  rtspTransport: Transport,
  onvifUrl: NullableText,
});
export type CameraView = Static<typeof CameraSchema>;

export const CameraListSchema = Type.Object({ rows: Type.Array(CameraSchema), total: Type.Integer() });

export const DeviceListBodySchema = Type.Object({
  userId: Type.Optional(Id({ description: 'legacy: whose cameras, for the platform admin or an administrator of that user (9002/8001); default the caller' })),
  device_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});

export const LiveAddressQuerySchema = Type.Object({
  source: Type.String({ minLength: 1, maxLength: 64, description: 'deviceSerial or camera id' }),
  protocol: Type.Optional(Type.Union([Type.Literal('hls'), Type.Literal('flv')], { default: 'hls' })),
  channelNo: Type.Optional(ChannelNo),
});

export const LiveAddressSchema = Type.Object({
  url: Type.String(),
  protocol: Type.Union([Type.Literal('hls'), Type.Literal('flv')]),
  expireTime: Type.Number({ description: 'epoch milliseconds' }),
  id: Type.Integer(),
  name: Type.String(),
  deviceSerial: Type.String(),
  channelNo: Type.Integer(),
  provider: Provider,
  streamKey: Type.String(),
});
export type LiveAddressView = Static<typeof LiveAddressSchema>;

const DirectionName = OneOf(PTZ_DIRECTIONS);
/** EZVIZ direction numbers accepted too: 0 up, 1 down, 2 left, 3 right, 8 zoom in, 9 zoom out. */
const DirectionCode = OneOf(['0', '1', '2', '3', '8', '9'] as const);

/** POST /camera/control's body: the spec's parameters, sent as a POST since a move is a change (issue 32). */
export const ControlBodySchema = Type.Object({
  action: Type.Union([Type.Literal('start'), Type.Literal('stop'), Type.Literal('preset')], { description: "'preset': go to `preset` (ONVIF cameras)" }),
  preset: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$', description: 'a preset token from GET /camera/presets' })),
  deviceSerial: Serial,
  channelNo: Type.Optional(ChannelNo),
  direction: Type.Optional(Type.Union([DirectionName, DirectionCode])),
  speed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, default: 1 })),
  user_id: LegacyUserId,
});
export type ControlBody = Static<typeof ControlBodySchema>;

export const PresetListSchema = Type.Object({
  rows: Type.Array(Type.Object({ token: Type.String(), name: Type.String() })),
  total: Type.Integer(),
});
export const PresetQuerySchema = Type.Object({
  source: Type.String({ minLength: 1, maxLength: 64, description: 'deviceSerial or camera id' }),
  channelNo: Type.Optional(ChannelNo),
});

export const PtzStateSchema = Type.Object({ pan: Type.Number(), tilt: Type.Number(), zoom: Type.Number() });

export const ControlResultSchema = Type.Object({
  deviceSerial: Type.String(),
  channelNo: Type.Integer(),
  action: Type.String(),
  direction: Type.Union([Type.String(), Type.Null()]),
  ptz: Type.Union([PtzStateSchema, Type.Null()], { description: 'the new position (sim cameras); null for platforms' }),
});

export const UpdateCameraBodySchema = Type.Object({
  id: Type.Optional(Id({ description: 'edit this camera (its serial and channel may change); without it the serial and channel name the camera' })),
  device_id: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S', 'x-message': 'camera_device_required' }),
  deviceSerial: Serial,
  channelNo: Type.Optional(ChannelNo),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  provider: Type.Optional(Provider),
  motion: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  rtspUrl: Type.Optional(Type.String({ maxLength: 1024, description: "rtsp cameras: rtsp:// or rtsps:// without a login; '' to read it over ONVIF" })),
  rtspUser: Type.Optional(Type.String({ maxLength: 256 })),
  rtspPassword: Type.Optional(Type.String({ maxLength: 256, description: 'stored encrypted, never returned; empty keeps the stored one' })),
  rtspTransport: Type.Optional(Transport),
  onvifUrl: Type.Optional(Type.String({ maxLength: 512, description: "http(s) address of the camera's ONVIF device service (PTZ, presets, stream address)" })),
});
export type UpdateCameraBody = Static<typeof UpdateCameraBodySchema>;

/** POST /camera/remove (8004): removes cameras; their stored snapshots stay, keeping serial and channel. */
export const RemoveCamerasBodySchema = Type.Object({ ids: Type.Array(Id(), { minItems: 1, maxItems: 100, uniqueItems: true }) });
export const RemoveCamerasResultSchema = Type.Object({ ids: Type.Array(Type.Integer()) });

export const StreamStatusSchema = Type.Object({
  streamKey: Type.String(),
  deviceSerial: Type.String(),
  channelNo: Type.Integer(),
  running: Type.Boolean(),
  pan: Type.Number(),
  tilt: Type.Number(),
  zoom: Type.Number(),
  moving: Type.Union([Type.String(), Type.Null()]),
  startedAt: Type.Union([Type.Number(), Type.Null()]),
  lastSegment: Type.Union([Type.Number(), Type.Null()]),
});

/** A stream key: the serial, with "-<channel>" for channels other than 1 (a serial may hold '-' itself: BARN-CAM). */
const StreamKey = Type.String({ pattern: CAMERA_SERIAL_PATTERN, maxLength: 72 });
export const StreamParamsSchema = Type.Object({
  key: StreamKey,
});
export const HlsParamsSchema = Type.Object({
  key: StreamKey,
  file: Type.String({ pattern: '^(index\\.m3u8|seg_\\d{1,12}\\.ts)$' }),
});

export const TokenQuerySchema = Type.Object({ userId: LegacyUserId });
export const AccessTokenQuerySchema = Type.Object({
  appKey: Type.String({ minLength: 1, maxLength: 128 }),
  appSecret: Type.String({ minLength: 1, maxLength: 128 }),
});
export const TokenSchema = Type.Object({
  accessToken: Type.String(),
  expireTime: Type.Number({ description: 'epoch milliseconds' }),
  provider: Type.Union([Type.Literal('ezviz'), Type.Literal('sim')]),
});

const ImouChannel = Type.Union([Type.String({ pattern: '^\\d{1,3}$' }), Type.Integer({ minimum: 0, maximum: 999 })]);
export const ImouTargetBodySchema = Type.Object({
  user_id: LegacyUserId,
  deviceId: Serial,
  channelId: Type.Optional(ImouChannel),
});
export const KitTokenBodySchema = Type.Object({
  user_id: LegacyUserId,
  deviceId: Serial,
  channelId: Type.Optional(ImouChannel),
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 6, default: 0 })),
});
export const KitTokenSchema = Type.Object({ kitToken: Type.String(), expireTime: Type.Number() });
export const ImouPtzBodySchema = Type.Object({
  user_id: LegacyUserId,
  deviceId: Serial,
  channelId: Type.Optional(ImouChannel),
  operation: Type.Union([Type.String({ pattern: '^(10|[0-9])$' }), Type.Integer({ minimum: 0, maximum: 10 })]),
  duration: Type.Optional(Type.Integer({ minimum: 100, maximum: 10_000 })),
});

/**
 * Cameras of spec section 7 (the wall, PTZ, the video configuration page), a sim camera's live
 * HLS, and the open-platform calls (EZVIZ, Imou parameter names).
 */
export const CAMERA_ENDPOINTS = {
  list: endpoint({ method: 'POST', path: '/camera/deviceList', body: DeviceListBodySchema, data: CameraListSchema, access: 'cameraWatch' }),
  /** Where to play a camera now; addresses expire, so it is asked again on every reconnect. */
  liveAddress: endpoint({ method: 'GET', path: '/camera/live/address', query: LiveAddressQuerySchema, data: LiveAddressSchema, access: 'cameraWatch' }),
  /** PTZ: the spec's GET moved to POST, a move being a change. */
  control: endpoint({ method: 'POST', path: '/camera/control', body: ControlBodySchema, data: ControlResultSchema, access: 'cameraPtz' }),
  /** An ONVIF camera's presets, for POST /camera/control with action 'preset'. */
  presets: endpoint({ method: 'GET', path: '/camera/presets', query: PresetQuerySchema, data: PresetListSchema, access: 'cameraPtz' }),
  status: endpoint({ method: 'GET', path: '/camera/status/:key', params: StreamParamsSchema, data: StreamStatusSchema, access: 'cameraWatch' }),
  /** With `id` edits that camera; without, registers or rebinds by serial and channel. */
  update: endpoint({ method: 'POST', path: '/devices/updateCamera', body: UpdateCameraBodySchema, data: CameraSchema, access: 'cameraConfig' }),
  remove: endpoint({ method: 'POST', path: '/camera/remove', body: RemoveCamerasBodySchema, data: RemoveCamerasResultSchema, access: 'cameraConfig' }),
  /** A sim camera's HLS playlist or segment, as the live address names it. */
  hls: endpoint({ method: 'GET', path: '/camera/hls/:key/:file', params: HlsParamsSchema, data: FILE_ANSWER, produces: ['application/vnd.apple.mpegurl', 'video/mp2t'], access: 'cameraWatch' }),
  ysToken: endpoint({ method: 'GET', path: '/ysCamera/token/get', query: TokenQuerySchema, data: TokenSchema, access: 'cameraWatch' }),
  ysAccessToken: endpoint({ method: 'GET', path: '/ysCamera/accesstoken/get', query: AccessTokenQuerySchema, data: TokenSchema, access: 'cameraWatch' }),
  imouKitToken: endpoint({ method: 'POST', path: '/imou/getKitToken', body: KitTokenBodySchema, data: KitTokenSchema, access: 'cameraWatch' }),
  imouAddress: endpoint({ method: 'POST', path: '/imou/address', body: ImouTargetBodySchema, data: LiveAddressSchema, access: 'cameraWatch' }),
  imouPtz: endpoint({ method: 'POST', path: '/imou/controlMovePTZ', body: ImouPtzBodySchema, data: ControlResultSchema, access: 'cameraPtz' }),
};
