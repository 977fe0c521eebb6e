import { Type, type TSchema } from 'typebox';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_MAX } from './paging';
import { Page } from './schema-bounds';

/** The response body of every /api call (DESIGN.md "The API contract"). */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    success: Type.Boolean(),
    code: Type.String(),
    message: Type.String(),
    data,
  });

/** Error bodies carry no data; the request id lets an operator find the logged stack. */
export const ErrorEnvelope = Type.Object({
  success: Type.Boolean(),
  code: Type.String(),
  message: Type.String(),
  requestId: Type.Optional(Type.String()),
});

export const OkEmpty = Envelope(Type.Null());

/** The standard error responses a route declares next to its 200. */
export const ERROR_RESPONSES = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  429: ErrorEnvelope,
  500: ErrorEnvelope,
} as const;

/** Paged list shape used by list endpoints: `rows` as the spec's findDeviceList returns, and a total. */
export const Paged = <T extends TSchema>(row: T) => Type.Object({ rows: Type.Array(row), total: Type.Integer() });
/** The body of a paged list as a type, for callers that hold a row type rather than its schema. */
export interface PagedRows<T> {
  rows: T[];
  total: number;
}

export const PageQuery = {
  page: Type.Optional(Page()),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: DEFAULT_PAGE_SIZE })),
};
