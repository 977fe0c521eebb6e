import { Type, type Static } from 'typebox';
import { EpochMs, Id, Nullable, OneOf } from '../schema-bounds';
import { PageQuery, Paged } from '../envelope';
import { endpoint, FILE_ANSWER } from '../endpoint';
import { IMAGE_MEDIA_TYPES } from '../media-types';
import { DeviceCode } from './devices';

/** submitted -> accepted -> in progress -> resolved -> closed (with the customer's rating). */
export const TICKET_STATUSES = ['submitted', 'accepted', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** new -> read -> adopted or declined (with a reply). */
export const SUGGESTION_STATUSES = ['new', 'read', 'adopted', 'declined'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const SERVICE_LIMITS = { symptom: 1000, phone: 20, handler: 50, content: 1000, measures: 500, note: 500, rating_note: 500, suggestion: 2000, reply: 500, keyword: 50, number: 32 } as const;

const Text = (max: number, min = 1) => Type.String({ minLength: min, maxLength: max, pattern: '\\S' });
const OptionalText = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));
const Number_ = Type.String({ minLength: 6, maxLength: SERVICE_LIMITS.number, pattern: '^[A-Za-z0-9]+$' });

export const MaintenanceRecordSchema = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  time: Type.String({ format: 'date-time' }),
  measures: Nullable(Type.String()),
  note: Nullable(Type.String()),
  handler: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type MaintenanceRecord = Static<typeof MaintenanceRecordSchema>;

/** Photos of a ticket's symptom: images only, each at most this size, at most this many a ticket. */
export const TICKET_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_PHOTOS_MAX = 6;
export const TicketPhotoSchema = Type.Object({
  id: Type.Integer(),
  mime: Type.String(),
  size: Type.Integer(),
  url: Type.String({ description: 'served to the customer who opened the ticket and to staff' }),
});
export type TicketPhoto = Static<typeof TicketPhotoSchema>;
export const TicketPhotoParamsSchema = Type.Object({ aftersale_no: Type.String({ minLength: 6, maxLength: SERVICE_LIMITS.number, pattern: '^[A-Za-z0-9]+$' }) });
export const TicketPhotoFileParamsSchema = Type.Object({ aftersale_no: Type.String({ minLength: 6, maxLength: SERVICE_LIMITS.number, pattern: '^[A-Za-z0-9]+$' }), id: Id() });

export const TicketSchema = Type.Object({
  id: Type.Integer(),
  aftersale_no: Type.String(),
  tenant_id: Type.Integer(),
  tenant_name: Nullable(Type.String()),
  device_id: Type.String(),
  device_name: Nullable(Type.String()),
  user_id: Nullable(Type.Integer()),
  user_name: Nullable(Type.String()),
  symptom: Type.String(),
  contact_phone: Nullable(Type.String()),
  status: OneOf(TICKET_STATUSES),
  handler: Nullable(Type.String()),
  rating: Nullable(Type.Integer()),
  rating_note: Nullable(Type.String()),
  records: Type.Array(MaintenanceRecordSchema),
  photos: Type.Array(TicketPhotoSchema),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Ticket = Static<typeof TicketSchema>;
export const TicketListSchema = Paged(TicketSchema);

/** GET /afterSale/search {userId, type}: the caller's tickets (`type` filters by status). */
export const TicketSearchQuerySchema = Type.Object({
  ...PageQuery,
  userId: Type.Optional(Id({ description: 'legacy: the platform admin may name the customer' })),
  type: Type.Optional(OneOf(TICKET_STATUSES)),
});
export type TicketSearchQuery = Static<typeof TicketSearchQuerySchema>;

/** GET /afterSale/manageSearch: every ticket of the staff member's companies. */
export const TicketManageQuerySchema = Type.Object({
  ...PageQuery,
  status: Type.Optional(OneOf(TICKET_STATUSES)),
  keyword: Type.Optional(Type.String({ maxLength: SERVICE_LIMITS.keyword, description: 'part of the number, device or symptom' })),
  tenant_id: Type.Optional(Id()),
});
export type TicketManageQuery = Static<typeof TicketManageQuerySchema>;

/** POST /afterSale/add: a customer opens a ticket on one of its devices. */
export const TicketAddBodySchema = Type.Object(
  { device_id: DeviceCode, symptom: Text(SERVICE_LIMITS.symptom), contact_phone: OptionalText(SERVICE_LIMITS.phone) },
  { additionalProperties: false },
);
export type TicketAddBody = Static<typeof TicketAddBodySchema>;

/**
 * POST /afterSale/update {newDate, oldDate}: `oldDate` names the ticket and the status the caller
 * saw (a stale screen is refused); `newDate` is the next status and what comes with it: a handler
 * on accepting, a rating on closing.
 */
export const TicketUpdateBodySchema = Type.Object(
  {
    oldDate: Type.Object({ aftersale_no: Number_, status: OneOf(TICKET_STATUSES) }, { additionalProperties: false }),
    newDate: Type.Object(
      {
        status: OneOf(TICKET_STATUSES),
        handler: Type.Optional(Text(SERVICE_LIMITS.handler)),
        rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
        rating_note: OptionalText(SERVICE_LIMITS.rating_note),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type TicketUpdateBody = Static<typeof TicketUpdateBodySchema>;

/** POST /afterSale/delete {aftersale_no}. */
export const TicketDeleteBodySchema = Type.Object({ aftersale_no: Number_ }, { additionalProperties: false });

/** POST /afterSale/addRecord: a maintenance service record (content, time, measures, note, handler). */
export const RecordAddBodySchema = Type.Object(
  {
    aftersale_no: Number_,
    content: Text(SERVICE_LIMITS.content),
    time: EpochMs({ description: 'when the work was done (ms)' }),
    measures: OptionalText(SERVICE_LIMITS.measures),
    note: OptionalText(SERVICE_LIMITS.note),
    handler: Text(SERVICE_LIMITS.handler),
  },
  { additionalProperties: false },
);
export type RecordAddBody = Static<typeof RecordAddBodySchema>;

export const SuggestionSchema = Type.Object({
  id: Type.Integer(),
  suggest_no: Type.String(),
  tenant_id: Type.Integer(),
  tenant_name: Nullable(Type.String()),
  user_id: Nullable(Type.Integer()),
  user_name: Nullable(Type.String()),
  content: Type.String(),
  status: OneOf(SUGGESTION_STATUSES),
  reply: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Suggestion = Static<typeof SuggestionSchema>;
export const SuggestionListSchema = Paged(SuggestionSchema);

/** GET /suggestions/list {user_id}: a customer's own; staff (10002) see every one in scope. */
export const SuggestionListQuerySchema = Type.Object({
  ...PageQuery,
  user_id: Type.Optional(Id()),
  status: Type.Optional(OneOf(SUGGESTION_STATUSES)),
});
export type SuggestionListQuery = Static<typeof SuggestionListQuerySchema>;

export const SuggestionAddBodySchema = Type.Object({ content: Text(SERVICE_LIMITS.suggestion) }, { additionalProperties: false });

/** POST /suggestions/updateStatus {suggest_no}: read, or adopted/declined with a reply. */
export const SuggestionStatusBodySchema = Type.Object(
  { suggest_no: Number_, status: OneOf(['read', 'adopted', 'declined'] as const), reply: OptionalText(SERVICE_LIMITS.reply) },
  { additionalProperties: false },
);
export type SuggestionStatusBody = Static<typeof SuggestionStatusBodySchema>;

/**
 * After-sales tickets (customers with 10001 open, follow, withdraw and close; staff with 10002
 * accept, assign, record maintenance and resolve), their symptom photos, and suggestions.
 */
export const SERVICE_ENDPOINTS = {
  myTickets: endpoint({ method: 'GET', path: '/afterSale/search', query: TicketSearchQuerySchema, data: TicketListSchema, access: 'serviceCustomer' }),
  managedTickets: endpoint({ method: 'GET', path: '/afterSale/manageSearch', query: TicketManageQuerySchema, data: TicketListSchema, access: 'serviceStaff' }),
  addTicket: endpoint({ method: 'POST', path: '/afterSale/add', body: TicketAddBodySchema, data: TicketSchema, access: 'serviceCustomer' }),
  stepTicket: endpoint({ method: 'POST', path: '/afterSale/update', body: TicketUpdateBodySchema, data: TicketSchema, access: 'serviceCustomer' }),
  addRecord: endpoint({ method: 'POST', path: '/afterSale/addRecord', body: RecordAddBodySchema, data: TicketSchema, access: 'serviceStaff' }),
  deleteTicket: endpoint({ method: 'POST', path: '/afterSale/delete', body: TicketDeleteBodySchema, data: Type.Object({ aftersale_no: Type.String() }), access: 'serviceCustomer' }),
  suggestions: endpoint({ method: 'GET', path: '/suggestions/list', query: SuggestionListQuerySchema, data: SuggestionListSchema, access: 'serviceCustomer' }),
  addSuggestion: endpoint({ method: 'POST', path: '/suggestions/add', body: SuggestionAddBodySchema, data: SuggestionSchema, access: 'serviceCustomer' }),
  suggestionStatus: endpoint({ method: 'POST', path: '/suggestions/updateStatus', body: SuggestionStatusBodySchema, data: SuggestionSchema, access: 'serviceStaff' }),
  photo: endpoint({ method: 'GET', path: '/service/tickets/:aftersale_no/photos/:id', params: TicketPhotoFileParamsSchema, data: FILE_ANSWER, produces: IMAGE_MEDIA_TYPES, access: 'serviceCustomer' }),
  addPhoto: endpoint({ method: 'POST', path: '/service/tickets/:aftersale_no/photos', params: TicketPhotoParamsSchema, data: TicketSchema, access: 'serviceCustomer', upload: true }),
};
