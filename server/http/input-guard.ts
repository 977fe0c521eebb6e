import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const NUL = '\u0000';

/**
 * Objects and arrays are walked (the query parser's objects have their own prototype); buffers
 * and streams, such as an uploaded file, are not.
 */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (value === null || typeof value !== 'object') return false;
  if (ArrayBuffer.isView(value)) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * The dotted path ("footer.footer1.copyright", "triggers.0.device_id") of the first string or
 * object key holding a NUL character, '' when the value itself is such a string, null when none.
 * Iterative, so a deeply nested body cannot overflow the stack; each object is visited once, so
 * a cycle (multipart parts refer to their siblings) ends.
 */
export function findNul(root: unknown): string | null {
  // Parent links rather than copied paths keep the walk linear in the size of the input.
  interface Node { value: unknown; key: string; parent: Node | null }
  const pathOf = (node: Node): string[] => {
    const keys: string[] = [];
    for (let at: Node | null = node; at && at.parent; at = at.parent) keys.push(at.key);
    return keys.reverse();
  };
  const stack: Node[] = [{ value: root, key: '', parent: null }];
  const seen = new WeakSet<object>();
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return pathOf(node).join('.');
      continue;
    }
    if (!isContainer(value) || seen.has(value)) continue;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      const childNode: Node = { value: child, key, parent: node };
      if (key.includes(NUL)) return pathOf(childNode).join('.').replaceAll(NUL, '\\u0000');
      stack.push(childNode);
    }
  }
  return null;
}

function check(request: FastifyRequest): void {
  const parts: [string, unknown][] = [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ];
  for (const [part, value] of parts) {
    const path = findNul(value);
    if (path !== null) throw new AppError(400, 'field_nul', { field: path || part });
  }
}

/**
 * Refuses, with a 400 naming the field, any parameter, query value or body string that holds a
 * NUL character: PostgreSQL cannot store one in text (it would answer 500), and no console field
 * needs it. One hook for every route, before schema validation, so no schema has to repeat it.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => check(request));
  },
  { name: 'input-guard' },
);
