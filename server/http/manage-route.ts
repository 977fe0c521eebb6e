import type { FastifyRequest } from 'fastify';
import type { RequestScope } from '../auth/request-scope';
import { forbidden } from './app-error';
import { ok } from './envelope';

type ManageInput =
  | { type: 'search' }
  | { type: 'add' }
  | { type: 'update'; id: number }
  | { type: 'delete'; ids: number[] }
  | { type: 'restore'; ids: number[] };

/** A resource's service as the `/xxxManage` calls use it (shared/contract/manage-body.ts). */
export interface ManageService<B extends ManageInput> {
  search(scope: RequestScope, input: Extract<B, { type: 'search' }>): Promise<unknown>;
  add(scope: RequestScope, input: Extract<B, { type: 'add' }>): Promise<unknown>;
  update(scope: RequestScope, input: Extract<B, { type: 'update' }>): Promise<unknown>;
  /** Moves rows to the recycle bin (true) or brings them back (false), all or nothing. */
  setDeleted(scope: RequestScope, ids: number[], deleted: boolean): Promise<unknown>;
}

/** The success message of each changing type, in the module's messages.ts. */
export interface ManageMessages {
  added: string;
  updated: string;
  deleted: string;
  restored: string;
}

/**
 * Answers one `/xxxManage` call: runs the type's service function and names the rows it changes
 * in the operation log's target (`<target>:<ids>`).
 */
export async function answerManage<B extends ManageInput>(request: FastifyRequest, input: B, service: ManageService<B>, target: string, messages: ManageMessages) {
  const scope = request.scope;
  switch (input.type) {
    case 'search':
      return ok(request, await service.search(scope, input as Extract<B, { type: 'search' }>));
    case 'add':
      return ok(request, await service.add(scope, input as Extract<B, { type: 'add' }>), messages.added);
    case 'update':
      request.opTarget = `${target}:${input.id}`;
      return ok(request, await service.update(scope, input as Extract<B, { type: 'update' }>), messages.updated);
    case 'delete':
    case 'restore': {
      request.opTarget = `${target}:${input.ids.join(',')}`;
      const deleting = input.type === 'delete';
      return ok(request, await service.setDeleted(scope, input.ids, deleting), deleting ? messages.deleted : messages.restored);
    }
  }
}

/**
 * A preValidation hook for a manage path that readers may search: every other type needs one of
 * `codes`. It runs before the body is validated, so a reader's write is a 403 whatever its body.
 */
export const writesNeed =
  (codes: readonly string[]) =>
  async (request: FastifyRequest): Promise<void> => {
    const type = (request.body as { type?: unknown } | undefined)?.type;
    if (type !== 'search' && !request.scope.holds(codes)) throw forbidden();
  };
