import {
  SERVICE_ENDPOINTS,
  type RecordAddBody,
  type Suggestion,
  type SuggestionListQuery,
  type SuggestionStatusBody,
  type Ticket,
  type TicketAddBody,
  type TicketManageQuery,
  type TicketSearchQuery,
  type TicketUpdateBody,
} from '../../shared/contract/api/service';
import { call, type CallOptions } from './call';

export type { RecordAddBody, Suggestion, Ticket, TicketAddBody, TicketUpdateBody };
export { SERVICE_LIMITS, TICKET_STATUSES, SUGGESTION_STATUSES, type TicketStatus, type SuggestionStatus } from '../../shared/contract/api/service';

/** GET /afterSale/search: the caller's own tickets. */
export function myTickets(query: TicketSearchQuery, options?: CallOptions) {
  return call(SERVICE_ENDPOINTS.myTickets, { query }, options);
}

/** GET /afterSale/manageSearch: every ticket of the staff member's companies. */
export function managedTickets(query: TicketManageQuery, options?: CallOptions) {
  return call(SERVICE_ENDPOINTS.managedTickets, { query }, options);
}

export function addTicket(body: TicketAddBody) {
  return call(SERVICE_ENDPOINTS.addTicket, { body });
}

/** One step of a ticket: `ticket` is what the screen shows, so a change made meanwhile is refused. */
export function stepTicket(ticket: Pick<Ticket, 'aftersale_no' | 'status'>, newDate: TicketUpdateBody['newDate']) {
  return call(SERVICE_ENDPOINTS.stepTicket, { body: { oldDate: { aftersale_no: ticket.aftersale_no, status: ticket.status }, newDate } });
}

export function addRecord(body: RecordAddBody) {
  return call(SERVICE_ENDPOINTS.addRecord, { body });
}

export function deleteTicket(aftersaleNo: string) {
  return call(SERVICE_ENDPOINTS.deleteTicket, { body: { aftersale_no: aftersaleNo } });
}

export function listSuggestions(query: SuggestionListQuery, options?: CallOptions) {
  return call(SERVICE_ENDPOINTS.suggestions, { query }, options);
}

export function addSuggestion(content: string) {
  return call(SERVICE_ENDPOINTS.addSuggestion, { body: { content } });
}

export function updateSuggestionStatus(body: SuggestionStatusBody) {
  return call(SERVICE_ENDPOINTS.suggestionStatus, { body });
}
