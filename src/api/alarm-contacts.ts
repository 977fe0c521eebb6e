import { ALARM_CONTACT_ENDPOINTS, type Contact, type ContactCreate, type ContactListQuery, type ContactUpdate } from '../../shared/contract/api/alarm-contacts';
import { call, type CallOptions } from './call';

export type { Contact, ContactCreate, ContactUpdate };

/** GET /alarmContacts: the alarm contacts of the companies the caller sees, paged. */
export function listContacts(query: ContactListQuery, options?: CallOptions) {
  return call(ALARM_CONTACT_ENDPOINTS.list, { query }, options);
}

export function createContact(input: ContactCreate) {
  return call(ALARM_CONTACT_ENDPOINTS.create, { body: input });
}

export function updateContact(id: number, input: ContactUpdate) {
  return call(ALARM_CONTACT_ENDPOINTS.update, { params: { id }, body: input });
}

export function deleteContact(id: number) {
  return call(ALARM_CONTACT_ENDPOINTS.remove, { params: { id } });
}
