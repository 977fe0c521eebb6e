import { Type, type Static } from 'typebox';
import { ActionBody } from '../action-body';
import { actionEndpoint } from '../action-endpoint';
import { Paged, PageQuery } from '../envelope';
import { OneOf } from '../schema-bounds';
import { DeviceCode } from './devices';

/** A row of POST /p2pManage {action: 'list'}. */
export const P2pMessageSchema = Type.Object({
  id: Type.Integer(),
  from_device: Type.String(),
  from_name: Type.String(),
  to_device: Type.String(),
  to_name: Type.String(),
  content: Type.String(),
  origin: Type.String({ description: 'device (sent by the device over MQTT) or user (sent from the console)' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type P2pMessage = Static<typeof P2pMessageSchema>;

/** With a device: `receive` are the messages to it, `send` those from it. */
export const P2P_DIRECTIONS = ['receive', 'send', 'all'] as const;
export type P2pDirection = (typeof P2P_DIRECTIONS)[number];

export const P2pBodySchema = ActionBody('action', {
  list: Type.Object({
    action: Type.Literal('list'),
    direction: Type.Optional(OneOf(P2P_DIRECTIONS)),
    device_id: Type.Optional(DeviceCode),
    ...PageQuery,
  }),
  send: Type.Object({
    action: Type.Literal('send'),
    from: DeviceCode,
    to: DeviceCode,
    content: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }),
  }),
});

/** POST /p2pManage (8008): list messages, or send one from one device to another (devices/{to}/p2p). */
export const P2P_ENDPOINTS = {
  manage: actionEndpoint('/p2pManage', {
    key: 'action',
    body: P2pBodySchema,
    answers: { list: Paged(P2pMessageSchema), send: Type.Object({ id: Type.Integer() }) },
    access: 'p2p',
  }),
};
