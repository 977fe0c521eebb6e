import { Type } from 'typebox';
import { OP_ACTIONS, OP_RESOURCES } from './op-log-words';

export { OP_ACTIONS, OP_RESOURCES };
export type { OpAction, OpResource } from './op-log-words';

/** An operation-log row's action and resource as they cross the wire (null on rows before migration 0095). */
export const OpActionSchema = Type.Union([Type.Enum([...OP_ACTIONS]), Type.Null()]);
export const OpResourceSchema = Type.Union([Type.Enum([...OP_RESOURCES]), Type.Null()]);
