import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { EscalationChannel, EscalationStep } from '../../../shared/contract/api/escalation';
import { onDuty, type LocalClock } from './schedule';
import './tables';

/** One person a step tells: its key in the deliveries' unique key and in the signed link, and its address on the channel. */
export interface Recipient {
  key: string;
  address: string;
  userId: number | null;
  contactId: number | null;
}

/**
 * The step's people on its channel, each once: its alarm contacts, its users and, when it says so,
 * whoever the roster has on duty now. A person with no address on the channel (a user has no
 * WeChat id) is left out; an empty list is recorded as a failed delivery by the runner.
 */
export async function stepRecipients(db: Kysely<DB>, tenantId: number, step: EscalationStep, clock: LocalClock): Promise<Recipient[]> {
  const channel: EscalationChannel = step.channel;
  const userIds = new Set(step.user_ids);
  if (step.duty) {
    const shifts = await db.selectFrom('escalation_duty').select(['user_id', 'weekday', 'start_hour', 'end_hour']).where('tenant_id', '=', tenantId).orderBy('id').execute();
    for (const id of onDuty(shifts, clock)) userIds.add(id);
  }
  const contacts = step.contact_ids.length
    ? await db.selectFrom('alarm_contacts').select(['id', 'phone', 'wechat', 'email']).where('tenant_id', '=', tenantId).where('id', 'in', step.contact_ids).orderBy('id').execute()
    : [];
  const users = userIds.size
    ? await db.selectFrom('users').select(['id', 'telephone', 'email']).where('tenant_id', '=', tenantId).where('id', 'in', [...userIds]).orderBy('id').execute()
    : [];
  const list: Recipient[] = [];
  for (const c of contacts) {
    const address = channel === 'email' ? c.email : channel === 'wechat' ? c.wechat : c.phone;
    if (address) list.push({ key: `c${c.id}`, address, userId: null, contactId: c.id });
  }
  for (const u of users) {
    const address = channel === 'email' ? u.email : channel === 'wechat' ? null : u.telephone;
    if (address) list.push({ key: `u${u.id}`, address, userId: u.id, contactId: null });
  }
  return list;
}
