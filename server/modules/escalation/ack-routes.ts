import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { ESCALATION_ENDPOINTS } from '../../../shared/contract/api/escalation';
import { acknowledgeIncident } from '../incidents';
import { ackPage } from './ack-page';
import { verifyAckToken, type AckClaim } from './ack-token';
import './tables';

const tags = ['escalation'];

const REFUSAL_STATUS = { tampered: 400, expired: 410, used: 410, missing: 404, closed: 409 } as const;
type Refusal = keyof typeof REFUSAL_STATUS;

/**
 * The signed acknowledgement link (public: a phone opens it without logging in). GET shows the
 * incident and a button; POST acknowledges it once, via 'link', and records that in the incident's
 * history (acknowledgeIncident) and the operation log. A tampered, expired or used link, or an
 * incident no longer open, is refused with a page saying so in both languages.
 */
export const ackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ackPage: pageEntry, ack } = ESCALATION_ENDPOINTS;
  const db = app.database.db;
  // The page's button posts an empty HTML form; there is nothing in it to read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));

  const send = (reply: FastifyReply, status: number, html: string) => reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  const refuse = (reply: FastifyReply, reason: Refusal, incident?: Parameters<typeof ackPage>[0]['incident']) =>
    send(reply, REFUSAL_STATUS[reason], ackPage({ incident, messageKey: `escalation_ack_${reason}` }));

  /** The link's claim and its incident, or why it is refused. */
  async function read(token: string) {
    const check = verifyAckToken(app.escalation.key, token, app.escalation.now());
    if (!check.ok) return { refusal: check.reason } as const;
    const incident = await db
      .selectFrom('incidents')
      .select(['id', 'tenant_id', 'title', 'title_en', 'severity', 'opened_at', 'status'])
      .where('id', '=', check.claim.incidentId)
      .executeTakeFirst();
    if (!incident) return { refusal: 'missing' } as const;
    const used = await db.selectFrom('escalation_link_uses').select('signature').where('signature', '=', check.signature).executeTakeFirst();
    if (used) return { refusal: 'used', incident } as const;
    if (incident.status !== 'open') return { refusal: 'closed', incident } as const;
    return { claim: check.claim, signature: check.signature, incident };
  }

  app.get(pageEntry.path, { config: routeAccess(pageEntry), schema: routeSchema(pageEntry, { tags }) }, async (request, reply) => {
    const found = await read(request.params.token);
    if (found.refusal) return refuse(reply, found.refusal, found.incident);
    return send(reply, 200, ackPage({ incident: found.incident, button: true }));
  });

  app.post(
    ack.path,
    // No session: the operation log row is written below, naming the person the link was sent to.
    { config: { ...routeAccess(ack), oplog: false }, schema: routeSchema(ack, { tags }) },
    async (request, reply) => {
      const found = await read(request.params.token);
      if (found.refusal) return refuse(reply, found.refusal, found.incident);
      const { claim, incident } = found;
      const user = await userOf(claim, incident.tenant_id);
      const outcome = await acknowledgeIncident(db, app.bus, { incidentId: incident.id, tenantId: incident.tenant_id, userId: user?.id ?? null, via: 'link' });
      if (outcome !== 'acknowledged') return refuse(reply, outcome === 'already' ? 'closed' : 'missing', incident);
      await db.insertInto('escalation_link_uses').values({ signature: found.signature, incident_id: incident.id }).onConflict((oc) => oc.column('signature').doNothing()).execute();
      await db
        .insertInto('op_log')
        .values({
          user_id: user?.id ?? null,
          user_name: user?.user_name ?? (await contactName(claim)),
          tenant_id: incident.tenant_id,
          ip: request.ip,
          method: request.method,
          path: request.routeOptions.url ?? request.url,
          target: `incident:${incident.id}`,
          action: 'acknowledge',
          resource: 'incident',
          name: incident.title.slice(0, 200),
          status_code: 200,
          success: true,
        })
        .execute();
      return send(reply, 200, ackPage({ incident, messageKey: 'escalation_ack_done' }));
    },
  );

  /** The user the link was sent to, when it was a user of the incident's company (still there). */
  async function userOf(claim: AckClaim, tenantId: number) {
    if (!claim.recipient.startsWith('u')) return undefined;
    return db.selectFrom('users').select(['id', 'user_name']).where('id', '=', Number(claim.recipient.slice(1))).where('tenant_id', '=', tenantId).executeTakeFirst();
  }

  async function contactName(claim: AckClaim): Promise<string | null> {
    if (!claim.recipient.startsWith('c')) return null;
    const row = await db.selectFrom('alarm_contacts').select('name').where('id', '=', Number(claim.recipient.slice(1))).executeTakeFirst();
    return row?.name ?? null;
  }
};
