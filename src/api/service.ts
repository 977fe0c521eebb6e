import type {
  RecordAddBody, Suggestion, SuggestionListQuery, SuggestionStatusBody, Ticket, TicketAddBody, TicketManageQuery, TicketSearchQuery, TicketUpdateBody,
} from '../../shared/contract/api/service';
import type { PagedRows as Paged } from '../../shared/contract/envelope';
import { api, type RequestOptions } from './client';

export type { RecordAddBody, Suggestion, Ticket, TicketAddBody, TicketUpdateBody };
export { SERVICE_LIMITS, TICKET_STATUSES, SUGGESTION_STATUSES, type TicketStatus, type SuggestionStatus } from '../../shared/contract/api/service';

const q = (query: object) => ({ ...query }) as Record<string, string | number | undefined>;

/** GET /afterSale/search: the caller's own tickets. */
export function myTickets(query: TicketSearchQuery, options?: RequestOptions) {
  return api.get<Paged<Ticket>>('/afterSale/search', { ...options, query: q(query) });
}

/** GET /afterSale/manageSearch: every ticket of the staff member's companies. */
export function managedTickets(query: TicketManageQuery, options?: RequestOptions) {
  return api.get<Paged<Ticket>>('/afterSale/manageSearch', { ...options, query: q(query) });
}

export function addTicket(body: TicketAddBody) {
  return api.post<Ticket>('/afterSale/add', body);
}

/** One step of a ticket: `ticket` is what the screen shows, so a change made meanwhile is refused. */
export function stepTicket(ticket: Pick<Ticket, 'aftersale_no' | 'status'>, newDate: TicketUpdateBody['newDate']) {
  return api.post<Ticket>('/afterSale/update', { oldDate: { aftersale_no: ticket.aftersale_no, status: ticket.status }, newDate });
}

export function addRecord(body: RecordAddBody) {
  return api.post<Ticket>('/afterSale/addRecord', body);
}

export function deleteTicket(aftersaleNo: string) {
  return api.post<{ aftersale_no: string }>('/afterSale/delete', { aftersale_no: aftersaleNo });
}

export function listSuggestions(query: SuggestionListQuery, options?: RequestOptions) {
  return api.get<Paged<Suggestion>>('/suggestions/list', { ...options, query: q(query) });
}

export function addSuggestion(content: string) {
  return api.post<Suggestion>('/suggestions/add', { content });
}

export function updateSuggestionStatus(body: SuggestionStatusBody) {
  return api.post<Suggestion>('/suggestions/updateStatus', body);
}
