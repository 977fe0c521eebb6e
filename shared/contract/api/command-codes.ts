import { Type, type Static } from 'typebox';
import { Id, Nullable, OneOf } from '../schema-bounds';
import { ManageBody, manageEndpoint, ManageSearchResult } from '../manage-body';
import { DEVICE_TYPES } from '../device-types';

/**
 * The command-code catalogue (8003, /system/code, POST /commandCodeManage): per device type, the
 * commands it accepts, with their names, a parameter template and the reply the device answers
 * with. A row without a company (tenant_id null) is a platform default that every company sees
 * and only the platform admin edits; a company adds its own beside them.
 */
export const COMMAND_CODE_LIMITS = { code: 64, name: 50, reply_code: 64, keyword: 50, params: 2000 } as const;
/** A code is what goes out as `command`, so it stays a plain token. */
export const COMMAND_CODE_PATTERN = `^[A-Za-z0-9_.:-]{1,${COMMAND_CODE_LIMITS.code}}$`;

const Code = Type.String({ minLength: 1, maxLength: COMMAND_CODE_LIMITS.code, pattern: COMMAND_CODE_PATTERN, 'x-message': 'command_codes_code_invalid' });
const Name = Type.String({ minLength: 1, maxLength: COMMAND_CODE_LIMITS.name, pattern: '\\S', 'x-message': 'command_codes_name_required' });

export const CommandCodeFields = {
  device_type: OneOf(DEVICE_TYPES, { 'x-message': 'command_codes_type_required' }),
  code: Code,
  name: Name,
  name_en: Type.Optional(Nullable(Type.String({ maxLength: COMMAND_CODE_LIMITS.name }))),
  params: Type.Optional(Nullable(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { description: 'the parameters sent with the command (a JSON object)', maxProperties: 50 }))),
  reply_code: Type.Optional(Nullable(Type.String({ maxLength: COMMAND_CODE_LIMITS.reply_code, pattern: `^(|${COMMAND_CODE_PATTERN.slice(1, -1)})$`, 'x-message': 'command_codes_reply_invalid' }))),
  tenant_id: Type.Optional(Nullable(Id({ description: "the company; the caller's own by default; the platform admin leaves it out (or null) for a platform default" }))),
};

export const CommandCodeSearchFilters = {
  device_type: Type.Optional(OneOf(DEVICE_TYPES)),
  device_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "the codes a device accepts: its type's, platform and its company's (a company's code shadows the platform's)" })),
  keyword: Type.Optional(Type.String({ maxLength: COMMAND_CODE_LIMITS.keyword, description: 'part of the code or a name' })),
  tenant_id: Type.Optional(Id()),
};

/** POST /commandCodeManage. */
export const CommandCodeManageBodySchema = ManageBody(CommandCodeSearchFilters, CommandCodeFields);
export type CommandCodeManageBody = Static<typeof CommandCodeManageBodySchema>;

export const CommandCodeSchema = Type.Object({
  id: Type.Integer(),
  tenant_id: Nullable(Type.Integer({ description: 'null: a platform default' })),
  tenant_name: Nullable(Type.String()),
  device_type: Type.String(),
  code: Type.String(),
  name: Type.String(),
  name_en: Nullable(Type.String()),
  params: Nullable(Type.Record(Type.String(), Type.Unknown())),
  reply_code: Nullable(Type.String()),
  editable: Type.Boolean({ description: 'the caller may change it (a platform default only by the platform admin)' }),
  updated_at: Type.String({ format: 'date-time' }),
  deleted_at: Nullable(Type.String({ format: 'date-time' })),
});
export type CommandCode = Static<typeof CommandCodeSchema>;

export const CommandCodeSearchResultSchema = ManageSearchResult(CommandCodeSchema);

/** POST /commandCodeManage (8003 to change; the command pages' codes to search). */
export const COMMAND_CODE_ENDPOINTS = {
  manage: manageEndpoint('/commandCodeManage', { body: CommandCodeManageBodySchema, row: CommandCodeSchema, access: 'commandCodesRead' }),
};
