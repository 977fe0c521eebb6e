import { Type, type Static } from 'typebox';
import { endpoint, FILE_ANSWER } from '../endpoint';
import { Paged, PageQuery } from '../envelope';
import { OpActionSchema, OpResourceSchema } from '../op-vocabulary';

/** "2024-05-01", "2024-05-01 08:00:00" or ISO 8601; without a zone it is China time (UTC+8). */
const TimeText = Type.String({
  maxLength: 40,
  pattern: '^\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?)?$',
});

export const LogQuerySchema = Type.Object({
  ...PageQuery,
  user_name: Type.Optional(Type.String({ maxLength: 64 })),
  login_type: Type.Optional(Type.String({ maxLength: 32 })),
  startTime: Type.Optional(TimeText),
  endTime: Type.Optional(TimeText),
  /** The result: true succeeded, false failed (login refused, mutation answered 4xx/5xx). */
  success: Type.Optional(Type.Boolean()),
  /** Operation log only: the kind of change. */
  method: Type.Optional(Type.Enum(['POST', 'PUT', 'PATCH', 'DELETE'])),
});
export type LogQuery = Static<typeof LogQuerySchema>;

/** GET /weblog/export: the same filters as the lists, for one log, as an .xlsx file. */
export const LogExportQuerySchema = Type.Object({
  kind: Type.Enum(['login', 'op']),
  user_name: Type.Optional(Type.String({ maxLength: 64 })),
  login_type: Type.Optional(Type.String({ maxLength: 32 })),
  startTime: Type.Optional(TimeText),
  endTime: Type.Optional(TimeText),
  success: Type.Optional(Type.Boolean()),
  method: Type.Optional(Type.Enum(['POST', 'PUT', 'PATCH', 'DELETE'])),
});
export type LogExportQuery = Static<typeof LogExportQuerySchema>;

export const LoginLogRowSchema = Type.Object({
  id: Type.Integer(),
  user_name: Type.String(),
  ip: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  login_type: Type.String({ description: 'platform or other' }),
  success: Type.Boolean(),
});
export type LoginLogRow = Static<typeof LoginLogRowSchema>;

export const OpLogRowSchema = Type.Object({
  id: Type.Integer(),
  user_name: Type.Union([Type.String(), Type.Null()]),
  ip: Type.Union([Type.String(), Type.Null()]),
  method: Type.String(),
  path: Type.String(),
  target: Type.Union([Type.String(), Type.Null()]),
  /** What was done, as a message key the reader's language renders; null on rows written before (show method and path). */
  action: OpActionSchema,
  resource: OpResourceSchema,
  /** The name of the thing changed, as it was at the time. */
  name: Type.Union([Type.String(), Type.Null()]),
  status_code: Type.Integer(),
  success: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type OpLogRow = Static<typeof OpLogRowSchema>;
export type { OpAction, OpResource } from '../op-vocabulary';

/** The workbook an export answers. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The login log and the operation log (9004): both searches are POSTs; the export a GET, so the browser downloads it like any file. */
export const WEBLOG_ENDPOINTS = {
  logins: endpoint({ method: 'POST', path: '/weblog/list', body: LogQuerySchema, data: Paged(LoginLogRowSchema), access: 'weblog' }),
  operations: endpoint({ method: 'POST', path: '/weblog/oplist', body: LogQuerySchema, data: Paged(OpLogRowSchema), access: 'weblog' }),
  export: endpoint({ method: 'GET', path: '/weblog/export', query: LogExportQuerySchema, data: FILE_ANSWER, produces: [XLSX_TYPE], access: 'weblog' }),
};
