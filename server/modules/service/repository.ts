import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { MaintenanceRecord, Suggestion, Ticket, TicketPhoto } from '../../../shared/contract/api/service';
import '../../db/core-tables';
import './tables';

export type Db = Kysely<DB> | Transaction<DB>;
const iso = (value: Date | string) => new Date(value).toISOString();

/** Tickets with company, device and customer names (records are read separately). */
export function selectTickets(db: Db) {
  return db
    .selectFrom('aftersale_tickets')
    .leftJoin('companies', 'companies.id', 'aftersale_tickets.tenant_id')
    .leftJoin('devices', 'devices.device_id', 'aftersale_tickets.device_id')
    .leftJoin('users', 'users.id', 'aftersale_tickets.user_id')
    .select([
      'aftersale_tickets.id', 'aftersale_tickets.aftersale_no', 'aftersale_tickets.tenant_id', 'companies.name as tenant_name',
      'aftersale_tickets.device_id', 'devices.device_name', 'aftersale_tickets.user_id', 'users.user_name',
      'aftersale_tickets.symptom', 'aftersale_tickets.contact_phone', 'aftersale_tickets.status', 'aftersale_tickets.handler',
      'aftersale_tickets.rating', 'aftersale_tickets.rating_note', 'aftersale_tickets.created_at', 'aftersale_tickets.updated_at',
    ])
    .where('aftersale_tickets.deleted_at', 'is', null);
}

type TicketRow = Awaited<ReturnType<ReturnType<typeof selectTickets>['executeTakeFirstOrThrow']>>;

/** Where a ticket's photo is served from (to the customer who opened it and to staff). */
export const photoUrl = (aftersaleNo: string, id: number) => `/api/service/tickets/${aftersaleNo}/photos/${id}`;

/** The rows with their maintenance records (oldest first) and photos (in upload order). */
export async function withRecords(db: Db, rows: TicketRow[]): Promise<Ticket[]> {
  const ids = rows.map((r) => r.id);
  const records = ids.length === 0 ? [] : await db.selectFrom('aftersale_records').selectAll().where('ticket_id', 'in', ids).orderBy('time').orderBy('id').execute();
  const byTicket = new Map<number, MaintenanceRecord[]>();
  for (const r of records) {
    const list = byTicket.get(r.ticket_id) ?? [];
    list.push({ id: r.id, content: r.content, time: iso(r.time), measures: r.measures, note: r.note, handler: r.handler, created_at: iso(r.created_at) });
    byTicket.set(r.ticket_id, list);
  }
  const photos = ids.length === 0 ? [] : await db.selectFrom('aftersale_photos').select(['id', 'ticket_id', 'mime', 'size']).where('ticket_id', 'in', ids).orderBy('id').execute();
  const photosOf = new Map<number, TicketPhoto[]>();
  const numbers = new Map(rows.map((r) => [r.id, r.aftersale_no]));
  for (const p of photos) {
    const list = photosOf.get(p.ticket_id) ?? [];
    list.push({ id: p.id, mime: p.mime, size: p.size, url: photoUrl(numbers.get(p.ticket_id) ?? '', p.id) });
    photosOf.set(p.ticket_id, list);
  }
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at), records: byTicket.get(r.id) ?? [], photos: photosOf.get(r.id) ?? [] }));
}

export function selectSuggestions(db: Db) {
  return db
    .selectFrom('suggestions')
    .leftJoin('companies', 'companies.id', 'suggestions.tenant_id')
    .leftJoin('users', 'users.id', 'suggestions.user_id')
    .selectAll('suggestions')
    .select(['companies.name as tenant_name', 'users.user_name']);
}

type SuggestionRow = Awaited<ReturnType<ReturnType<typeof selectSuggestions>['executeTakeFirstOrThrow']>>;
export const toSuggestion = (r: SuggestionRow): Suggestion => ({ ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at) });
