import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/session-user';
import { AppError, badRequest, conflict } from './app-error';
import { registerMessages } from '../i18n/messages';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../../shared/contract/idempotency';
import '../db/idempotency-tables';
import './fastify-types';

/** How long a key answers with its first answer; a phone's queue is sent long before. */
export const IDEMPOTENCY_KEEP_DAYS = 7;
/** A claim with no answer after this long belongs to a request the server never finished (a restart). */
const UNANSWERED_CLAIM_MS = 60_000;
const PRUNE_EVERY_MS = 3600_000;

registerMessages({
  idempotency_key_invalid: {
    'zh-CN': 'Idempotency-Key 应为 8 至 128 个字母、数字、下划线或连字符',
    'en-US': 'Idempotency-Key must be 8 to 128 letters, digits, underscores or hyphens',
  },
  idempotency_key_reused: {
    'zh-CN': '该 Idempotency-Key 已用于另一个请求，请为新的请求生成新的键',
    'en-US': 'This Idempotency-Key was used for a different request; send a new request with a new key',
  },
  idempotency_key_in_progress: {
    'zh-CN': '使用该 Idempotency-Key 的请求仍在处理中，请稍后重试',
    'en-US': 'A request with this Idempotency-Key is still being processed; try again shortly',
  },
});

const hashOf = (request: FastifyRequest) =>
  createHash('sha256').update(JSON.stringify([request.method, request.routeOptions.url, request.body ?? null])).digest('hex');

/**
 * Repeatable writes: a route that declares `config: { idempotent: true }` honours an
 * `Idempotency-Key` header. The first request with a key claims it (per user) and its answer,
 * success or refusal, is stored; a repeat with the same body gets that answer back (header
 * `Idempotent-Replayed: true`) and writes nothing, not even an operation log row; the same key with
 * another body is a 422. A 5xx answer frees the key, so the request may be sent again. Without the
 * header a route works as before. Keys are pruned after IDEMPOTENCY_KEEP_DAYS.
 * Needs app.database, app.leases and the session plugin; register it before the operation log.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    const keys = () => db.selectFrom('idempotency_keys');

    async function claim(request: FastifyRequest, user: SessionUser, key: string, hash: string): Promise<boolean> {
      const row = { user_id: user.id, key, tenant_id: user.tenantId, route: `${request.method} ${request.routeOptions.url ?? ''}`, request_hash: hash };
      const claimed = await db.insertInto('idempotency_keys').values(row).onConflict((oc) => oc.columns(['user_id', 'key']).doNothing()).returning('key').executeTakeFirst();
      if (claimed) return true;
      // The first request never answered (the server stopped under it, its transaction rolled back): this one takes over.
      const takenOver = await db
        .updateTable('idempotency_keys')
        .set({ created_at: sql<Date>`now()` })
        .where('user_id', '=', user.id)
        .where('key', '=', key)
        .where('request_hash', '=', hash)
        .where('status_code', 'is', null)
        .where('created_at', '<', new Date(Date.now() - UNANSWERED_CLAIM_MS))
        .executeTakeFirst();
      return takenOver.numUpdatedRows > 0n;
    }

    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config.idempotent || !request.user) return;
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (header === undefined) return;
      const key = Array.isArray(header) ? (header[0] ?? '') : header;
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest('idempotency_key_invalid');
      const hash = hashOf(request);
      if (await claim(request, request.user, key, hash)) {
        request.idempotency = { key, replayed: false };
        return;
      }
      const first = await keys().select(['request_hash', 'status_code', 'response_body']).where('user_id', '=', request.user.id).where('key', '=', key).executeTakeFirst();
      if (first && first.request_hash !== hash) throw new AppError(422, 'idempotency_key_reused');
      if (!first || first.status_code === null || first.response_body === null) throw conflict('idempotency_key_in_progress');
      request.idempotency = { key, replayed: true };
      return reply.code(first.status_code).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(first.response_body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const taken = request.idempotency;
      if (!taken || taken.replayed || !request.user) return payload;
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        await db.deleteFrom('idempotency_keys').where('user_id', '=', request.user.id).where('key', '=', taken.key).execute();
      } else {
        await db.updateTable('idempotency_keys').set({ status_code: reply.statusCode, response_body: payload }).where('user_id', '=', request.user.id).where('key', '=', taken.key).execute();
      }
      return payload;
    });

    let timer: NodeJS.Timeout | undefined;
    const prune = async () => {
      if (!(await app.leases.held('idempotency-prune'))) return;
      await db.deleteFrom('idempotency_keys').where('created_at', '<', new Date(Date.now() - IDEMPOTENCY_KEEP_DAYS * 86_400_000)).execute();
    };
    app.addHook('onReady', async () => {
      timer = setInterval(() => void prune().catch((error: unknown) => app.log.error({ err: error }, 'idempotency key pruning failed')), PRUNE_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'idempotency', dependencies: ['database', 'session'] },
);
