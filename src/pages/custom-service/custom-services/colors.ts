import type { SuggestionStatus, TicketStatus } from '../../../api/service';

export const TICKET_COLORS: Record<TicketStatus, string> = { submitted: 'blue', accepted: 'cyan', in_progress: 'orange', resolved: 'green', closed: 'default' };
export const SUGGESTION_COLORS: Record<SuggestionStatus, string> = { new: 'blue', read: 'default', adopted: 'green', declined: 'red' };
