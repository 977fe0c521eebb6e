/** Envelope codes: '00000' is success; the rest name the HTTP family of the failure. */
export const CODES = {
  ok: '00000',
  badRequest: 'A0400',
  unauthorized: 'A0401',
  forbidden: 'A0403',
  notFound: 'A0404',
  conflict: 'A0409',
  locked: 'A0423',
  tooMany: 'A0429',
  serverError: 'B0500',
  unavailable: 'B0503',
} as const;

const CODE_BY_STATUS: Record<number, string> = {
  400: CODES.badRequest,
  401: CODES.unauthorized,
  403: CODES.forbidden,
  404: CODES.notFound,
  409: CODES.conflict,
  423: CODES.locked,
  429: CODES.tooMany,
  500: CODES.serverError,
  503: CODES.unavailable,
};

export function codeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? CODES.serverError : CODES.badRequest);
}

/**
 * A failure meant for the caller: an HTTP status and a message key translated into the caller's
 * language by the error handler. Services throw these; routes never build error bodies.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
  }
}

export const badRequest = (key: string, params?: Record<string, string | number>) => new AppError(400, key, params);
export const forbidden = (key = 'forbidden') => new AppError(403, key);
export const notFound = (key = 'not_found', params?: Record<string, string | number>) => new AppError(404, key, params);
export const conflict = (key: string, params?: Record<string, string | number>) => new AppError(409, key, params);
