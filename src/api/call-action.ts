import type { Static, TSchema } from 'typebox';
import type { EndpointInput, EndpointSpec } from '../../shared/contract/endpoint';
import { callWith, type CallOptions } from './call';

type ActionEntry = EndpointSpec & { body: TSchema; action: { key: string; answers: Readonly<Record<string, TSchema>> } };
type Answers<E extends ActionEntry> = E['action']['answers'];
type Key<E extends ActionEntry> = E['action']['key'];
/** The actions an entry lists. */
type ActionName<E extends ActionEntry> = keyof Answers<E> & string;
/** The rest of the body an action takes, without the key that names it. */
export type ActionInput<E extends ActionEntry, N extends string> = Omit<Extract<Static<E['body']>, { [K in Key<E>]: N }>, Key<E>>;

/**
 * A call to an entry whose body names its action (actionEndpoint in
 * shared/contract/action-endpoint.ts): the action, the rest of its body, and the answer that
 * action gives rather than the union of every action's, so
 * `callAction(RULE_ENDPOINTS.rule, 'list', { page: 1 })` reads a page of rules. An action picked
 * at run time answers the union of the picked ones'.
 */
export function callAction<E extends ActionEntry, const N extends ActionName<E>>(
  entry: E,
  action: N,
  input: ActionInput<E, N>,
  options?: CallOptions,
): Promise<Static<Answers<E>[N]>> {
  const body = { [entry.action.key]: action, ...input };
  return callWith(entry, { body } as EndpointInput<E>, options) as Promise<Static<Answers<E>[N]>>;
}
