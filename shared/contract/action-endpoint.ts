import { Type, type Static, type TSchema } from 'typebox';
import { endpoint } from './endpoint';
import type { RouteGroup } from './access-catalogue';

/** The union of what the actions answer, as a type. */
export type ActionAnswer<A extends Readonly<Record<string, TSchema>>> = { [N in keyof A]: Static<A[N]> }[keyof A];

/**
 * The contract entry of a POST whose body names its action (ActionBody: `/rule {action: 'list' |
 * 'create' ...}`, `/codeManage`, `/deviceParam/add {kind}`), with what each action answers. The
 * route's answer schema is their union (each schema once, in the order the actions are listed:
 * the serializer takes the first member that fits); the console's `callAction`
 * (src/api/call-action.ts) reads the answer of the action its body names.
 */
export function actionEndpoint<
  const P extends string,
  const K extends string,
  B extends TSchema,
  const A extends Readonly<Record<string, TSchema>>,
  const G extends RouteGroup | 'session',
>(path: P, spec: { key: K; body: B; answers: A; access: G }) {
  const members = [...new Set(Object.values(spec.answers))];
  const data = Type.Unsafe<ActionAnswer<A>>(members.length === 1 ? members[0] : Type.Union(members));
  return endpoint({ method: 'POST', path, body: spec.body, data, access: spec.access, action: { key: spec.key, answers: spec.answers } });
}
