import { Type } from 'typebox';

/**
 * What an operation-log row can say: the action (a message key) and the kind of thing it acted
 * on. A row stores these and the thing's name, never a sentence, so each reader sees it in their
 * language (op-messages.ts on the server, the log page's op-labels.ts in the console).
 */
export const OP_ACTIONS = [
  'create',
  'update',
  'delete',
  'enable',
  'disable',
  'restore',
  'purge',
  'run',
  'reset_password',
  'change_password',
  'bind_devices',
  'grant',
  'revoke',
  'change_holders',
  'send_command',
  'send_message',
  'register',
  'reset_secret',
  'acknowledge',
  'capture',
  'publish',
  'upload',
  'start',
  'stop',
] as const;
export type OpAction = (typeof OP_ACTIONS)[number];

export const OP_RESOURCES = [
  'company',
  'user',
  'account',
  'access_code',
  'device',
  'device_settings',
  'device_alarm',
  'param',
  'param_config',
  'alarm',
  'alarm_times',
  'alarm_contact',
  'rule',
  'camera',
  'snapshot',
  'ai_detection',
  'notice',
  'site_config',
  'company_display',
  'pond',
  'history_entry',
] as const;
export type OpResource = (typeof OP_RESOURCES)[number];

export const OpActionSchema = Type.Union([Type.Enum([...OP_ACTIONS]), Type.Null()]);
export const OpResourceSchema = Type.Union([Type.Enum([...OP_RESOURCES]), Type.Null()]);
