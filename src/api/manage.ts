import type { Static, TSchema } from 'typebox';
import type { EndpointSpec } from '../../shared/contract/endpoint';
import type { ManageIdsResult } from '../../shared/contract/manage-body';
import type { CallOptions } from './call';
import { request } from './client';

type ManageEntry = EndpointSpec & { method: 'POST'; body: TSchema; row: TSchema };
type Body<E extends ManageEntry> = Static<E['body']>;

/** The input of one manage operation, without its `type`. */
export type ManageInput<E extends ManageEntry, T extends string> = Omit<Extract<Body<E>, { type: T }>, 'type'>;
/** A row of a manage entry, as search lists it and add and update answer it. */
export type ManageRow<E extends ManageEntry> = Static<E['row']>;
/** What a manage entry's search answers: a page of its rows, or the entry's own search answer. */
export type ManageSearchAnswer<E extends ManageEntry> = E['search'] extends TSchema ? Static<E['search']> : { rows: ManageRow<E>[]; total: number };

/**
 * The operations of a `/xxxManage` entry (manageEndpoint in shared/contract/manage-body.ts), each
 * typed by the entry: search answers a page of its rows (or the entry's own search answer), add
 * and update the stored row, delete and restore the ids acted on.
 */
export function manage<E extends ManageEntry>(entry: E) {
  const send = <T>(body: object, options?: CallOptions) => request<T>(entry.method, entry.path, { ...options, body });
  return {
    search: (query: ManageInput<E, 'search'>, options?: CallOptions) => send<ManageSearchAnswer<E>>({ type: 'search', ...query }, options),
    add: (input: ManageInput<E, 'add'>, options?: CallOptions) => send<ManageRow<E>>({ type: 'add', ...input }, options),
    update: (input: ManageInput<E, 'update'>, options?: CallOptions) => send<ManageRow<E>>({ type: 'update', ...input }, options),
    /** To the recycle bin where the resource has one. */
    remove: (ids: number[], options?: CallOptions) => send<ManageIdsResult>({ type: 'delete', ids }, options),
    restore: (ids: number[], options?: CallOptions) => send<ManageIdsResult>({ type: 'restore', ids }, options),
  };
}
