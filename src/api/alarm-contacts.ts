import type { Contact, ContactCreate, ContactListQuery, ContactUpdate } from '../../shared/contract/api/alarm-contacts';
import { api, type RequestOptions } from './client';

export type { Contact, ContactCreate, ContactUpdate };

/** GET /alarmContacts: the alarm contacts of the companies the caller sees, paged. */
export function listContacts(query: ContactListQuery, options?: RequestOptions) {
  return api.get<{ rows: Contact[]; total: number }>('/alarmContacts', { ...options, query: { ...query } });
}

export function createContact(input: ContactCreate) {
  return api.post<Contact>('/alarmContacts', input);
}

export function updateContact(id: number, input: ContactUpdate) {
  return api.put<Contact>(`/alarmContacts/${id}`, input);
}

export function deleteContact(id: number) {
  return api.delete<null>(`/alarmContacts/${id}`);
}
