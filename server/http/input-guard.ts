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
 * The dotted path ("footer.footer1.copyright", "triggers.0.device_id") of the first value that
 * `isBad` picks (or, with `isBadKey`, the first such object key), '' when the value itself is
 * picked, null when none. Iterative, so a deeply nested body cannot overflow the stack; each
 * object is visited once, so a cycle (multipart parts refer to their siblings) ends.
 */
function findInInput(root: unknown, isBad: (value: unknown) => boolean, isBadKey: (key: string) => boolean = () => false): string | null {
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
    if (isBad(value)) return pathOf(node).join('.');
    if (!isContainer(value) || seen.has(value)) continue;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      const childNode: Node = { value: child, key, parent: node };
      if (isBadKey(key)) return pathOf(childNode).join('.').replaceAll(NUL, '\\u0000');
      stack.push(childNode);
    }
  }
  return null;
}

const hasNul = (text: unknown) => typeof text === 'string' && text.includes(NUL);

/** The path of the first string or object key holding a NUL character (see findInInput). */
export function findNul(root: unknown): string | null {
  return findInInput(root, hasNul, hasNul);
}

/**
 * The path of the first number that is not finite. JSON cannot write one, but Ajv's coercion
 * makes one of the text "Infinity", "-Infinity" or "1e400" (and JSON.parse of 1e400 is one), and
 * then skips minimum and maximum for it (ajv-validator/ajv#2212): a bounded field let it through.
 */
export function findNonFinite(root: unknown): string | null {
  return findInInput(root, (value) => typeof value === 'number' && !Number.isFinite(value));
}

function requestParts(request: FastifyRequest): [string, unknown][] {
  return [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ];
}

function refuseNul(request: FastifyRequest): void {
  for (const [part, value] of requestParts(request)) {
    const path = findNul(value);
    if (path !== null) throw new AppError(400, 'field_nul', { field: path || part });
  }
}

function refuseNonFinite(request: FastifyRequest): void {
  for (const [part, value] of requestParts(request)) {
    const path = findNonFinite(value);
    if (path !== null) throw new AppError(400, 'field_not_finite', { field: path || part });
  }
}

/**
 * Two checks for every route, so no schema has to repeat them. Before schema validation: a NUL
 * character in any parameter, query value, body string or key is refused (PostgreSQL cannot store
 * one in text, and no console field needs it). After validation, before any handler or other
 * hook reads the values: a number that is not finite is refused, since it is only there because
 * validation coerced it, and it would be stored and then fail every read of its row.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => refuseNul(request));
    app.addHook('preHandler', async (request) => refuseNonFinite(request));
  },
  { name: 'input-guard' },
);
