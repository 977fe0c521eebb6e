import type { FastifyBaseLogger } from 'fastify';
import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import type { IncidentEvent } from '../../telemetry/bus';
import { zoneOfCompany } from '../../core/zones';
import { translate } from '../../i18n/messages';
import { sendCharged, type Notifier } from '../notifications';
import type { EscalationStep } from '../../../shared/contract/api/escalation';
import { ACK_LINK_TTL_MS, signAckToken } from './ack-token';
import { stepRecipients, type Recipient } from './recipients';
import { localClock, msUntilQuietEnds } from './schedule';
import '../../db/incident-tables';
import './tables';
import './messages';

/** A step being run holds its row this long; a crash mid-step runs it again after (its deliveries are not repeated). */
const CLAIM_MS = 120_000;
/** Ladders taken per query; the tick takes more until none is due. */
const BATCH = 20;

export interface LadderDeps {
  db: Kysely<DB>;
  notifier: Notifier;
  creditStart: number;
  /** The signed links' key (ack-token.ts). */
  key: Buffer;
  /** Where a phone reaches this server: the links start here. */
  linkOrigin: string;
  /** The ladder's clock: Date.now, or a test's that it advances. */
  now: () => number;
  log: FastifyBaseLogger;
}

type LadderRow = Selectable<DB['escalation_ladders']>;
type IncidentRow = { id: number; tenant_id: number; site_id: number | null; severity: 'critical' | 'major' | 'minor'; title: string; title_en: string; status: string };

const event = (incidentId: number, at: number, kind: 'step_started' | 'delivered' | 'delivery_failed' | 'held_quiet', detail: object) => ({
  incident_id: incidentId,
  at: new Date(at),
  kind,
  detail: JSON.stringify(detail),
});

/**
 * Climbs each open incident's ladder: the state is one row per incident (escalation_ladders), so
 * any instance holding the lease, or the same one after a restart, continues at the step it was on.
 * `tick()` runs every due step; runs never overlap within a process, and rows are claimed with
 * `for update skip locked` so two instances never take the same one.
 */
export class LadderRunner {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly deps: LadderDeps) {}

  /** The bus's incident event: opened starts a ladder, acknowledged or resolved stops it. */
  async onIncident(change: IncidentEvent, mayRun: () => Promise<boolean>): Promise<void> {
    if (change.type === 'opened') {
      if ((await this.start(change.incidentId)) && (await mayRun())) await this.tick();
    } else if (change.type === 'updated' && change.ruleId !== undefined) {
      // A rule's firing joined after the incident opened: it may start a ladder only the rule has, or move it onto the rule's.
      if (((await this.start(change.incidentId)) || (await this.rebindToRule(change.incidentId))) && (await mayRun())) await this.tick();
    } else if (change.type === 'acknowledged' || change.type === 'resolved') {
      await this.stop(change.incidentId);
    }
  }

  /**
   * Puts an open incident on its site's ladder (else its company's default): the ladder row and
   * step 0's 'step_started' in one transaction, due now. False when there is no ladder for it or it
   * is on one already.
   */
  async start(incidentId: number): Promise<boolean> {
    const { db } = this.deps;
    const incident = await db.selectFrom('incidents').select(['id', 'tenant_id', 'site_id', 'rule_id', 'status']).where('id', '=', incidentId).executeTakeFirst();
    if (!incident || incident.status !== 'open') return false;
    const policy = await policyFor(db, incident);
    const first = (policy?.steps as EscalationStep[] | undefined)?.[0];
    if (!policy || !first) return false;
    const at = this.deps.now();
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('escalation_ladders')
        .values({ incident_id: incident.id, tenant_id: incident.tenant_id, policy_id: policy.id, step: 0, started_step: 0, due_at: new Date(at) })
        .onConflict((oc) => oc.column('incident_id').doNothing())
        .returning('incident_id')
        .executeTakeFirst();
      if (!row) return false;
      await trx.insertInto('incident_events').values(event(incident.id, at, 'step_started', { step: 0, channel: first.channel, policyId: policy.id })).execute();
      return true;
    });
  }

  /**
   * Moves a climbing ladder onto the ladder of the incident's rule, from the rule's first step, due
   * now (a firing that joined after the incident opened on its site's or the default ladder). Whoever
   * a step told already is not told again at that step (escalation_deliveries). True when it moved.
   */
  async rebindToRule(incidentId: number): Promise<boolean> {
    const { db } = this.deps;
    const moved = await sql`
      update escalation_ladders l set policy_id = p.id, step = 0, started_step = -1, due_at = ${new Date(this.deps.now())}, held_quiet = false
      from incidents i join escalation_policies p on p.rule_id = i.rule_id and p.tenant_id = i.tenant_id
      where i.id = l.incident_id and l.incident_id = ${incidentId} and l.state = 'climbing' and l.policy_id is distinct from p.id
      returning l.incident_id`.execute(db);
    return moved.rows.length > 0;
  }

  async stop(incidentId: number): Promise<void> {
    await this.deps.db.updateTable('escalation_ladders').set({ state: 'stopped' }).where('incident_id', '=', incidentId).where('state', '=', 'climbing').execute();
  }

  /** Runs every step due by the clock; a tick asked for while one runs runs again after it. */
  tick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.runDue();
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Resolves when no tick is running (close waits for it). */
  async idle(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  private async runDue(): Promise<void> {
    for (;;) {
      const at = this.deps.now();
      const due = await this.deps.db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('escalation_ladders').selectAll().where('state', '=', 'climbing').where('due_at', '<=', new Date(at)).orderBy('due_at').limit(BATCH).forUpdate().skipLocked().execute();
        if (rows.length > 0) await trx.updateTable('escalation_ladders').set({ due_at: new Date(at + CLAIM_MS) }).where('incident_id', 'in', rows.map((r) => r.incident_id)).execute();
        return rows;
      });
      for (const row of due) {
        try {
          await this.runStep(row);
        } catch (error) {
          // The claim runs out and the step is tried again; what it delivered stays delivered.
          this.deps.log.error({ err: error, incidentId: row.incident_id }, 'escalation step failed');
        }
      }
      if (due.length < BATCH) return;
    }
  }

  private async finish(incidentId: number, state: 'stopped' | 'finished'): Promise<void> {
    await this.deps.db.updateTable('escalation_ladders').set({ state, held_quiet: false }).where('incident_id', '=', incidentId).where('state', '=', 'climbing').execute();
  }

  private async runStep(row: LadderRow): Promise<void> {
    const { db } = this.deps;
    const at = this.deps.now();
    // Acknowledged or resolved since it was due (the bus event may have been missed across a restart).
    const incident = await db.selectFrom('incidents').select(['id', 'tenant_id', 'site_id', 'severity', 'title', 'title_en', 'status']).where('id', '=', row.incident_id).executeTakeFirst();
    if (!incident || incident.status !== 'open') return this.finish(row.incident_id, 'stopped');
    const policy = row.policy_id ? await db.selectFrom('escalation_policies').select(['id', 'steps', 'quiet_start', 'quiet_end']).where('id', '=', row.policy_id).executeTakeFirst() : undefined;
    const steps = (policy?.steps ?? []) as EscalationStep[];
    const step = steps[row.step];
    if (!policy || !step) return this.finish(row.incident_id, 'finished');

    const clock = localClock(await zoneOfCompany(db, incident.tenant_id), at);
    const quietFor = incident.severity === 'critical' ? null : msUntilQuietEnds({ start: policy.quiet_start, end: policy.quiet_end }, clock);
    if (quietFor !== null) {
      await db.transaction().execute(async (trx) => {
        if (!row.held_quiet) await trx.insertInto('incident_events').values(event(incident.id, at, 'held_quiet', { step: row.step, until: new Date(at + quietFor).toISOString() })).execute();
        await trx.updateTable('escalation_ladders').set({ held_quiet: true, due_at: new Date(at + quietFor) }).where('incident_id', '=', incident.id).execute();
      });
      return;
    }
    if (row.started_step < row.step) {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('incident_events').values(event(incident.id, at, 'step_started', { step: row.step, channel: step.channel, policyId: policy.id })).execute();
        await trx.updateTable('escalation_ladders').set({ started_step: row.step }).where('incident_id', '=', incident.id).execute();
      });
    }
    const recipients = await stepRecipients(db, incident.tenant_id, step, clock);
    if (recipients.length === 0) await db.insertInto('incident_events').values(event(incident.id, at, 'delivery_failed', { step: row.step, channel: step.channel, detail: 'no recipients' })).execute();
    for (const recipient of recipients) await this.deliver(incident, row.step, step, recipient, at);

    const next = row.step + 1;
    await db
      .updateTable('escalation_ladders')
      .set(next < steps.length ? { step: next, due_at: new Date(at + step.wait_s * 1000), held_quiet: false } : { state: 'finished', held_quiet: false })
      .where('incident_id', '=', incident.id)
      .where('state', '=', 'climbing')
      .execute();
  }

  /** One message to one person for one step, at most once (the deliveries' key), recorded in the history either way. */
  private async deliver(incident: IncidentRow, stepIndex: number, step: EscalationStep, recipient: Recipient, at: number): Promise<void> {
    const { db, notifier } = this.deps;
    const claimed = await db
      .insertInto('escalation_deliveries')
      .values({ incident_id: incident.id, step: stepIndex, recipient: recipient.key, channel: step.channel, address: recipient.address.slice(0, 255), at: new Date(at) })
      .onConflict((oc) => oc.columns(['incident_id', 'step', 'recipient']).doNothing())
      .returning('recipient')
      .executeTakeFirst();
    if (!claimed) return;
    // The ladder's first step and the rule that raised the incident both speak first: whichever
    // claims the person on the channel sends (the incident engine's claim, step 0), never both.
    if (stepIndex === 0 && !(await claimFirstNotice(db, incident.id, step.channel, recipient.address))) return;
    const token = signAckToken(this.deps.key, { incidentId: incident.id, recipient: recipient.key, expiresAt: at + ACK_LINK_TTL_MS });
    const link = `${this.deps.linkOrigin}/api/escalation/ack/${token}`;
    const message = { ...messageText(incident, stepIndex, link), to: recipient.address, tenantId: incident.tenant_id, userId: recipient.userId };
    const sender = notifier[step.channel];
    const paid = step.channel === 'sms' || step.channel === 'phone' ? step.channel : null;
    let result: { ok: boolean; detail: string; messageId?: string };
    try {
      result = paid ? await sendCharged(db, { name: paid, sender }, message, { ruleId: null, creditStart: this.deps.creditStart }) : await sender.send(message);
    } catch (error) {
      result = { ok: false, detail: error instanceof Error ? error.message : String(error) };
    }
    if (!result.ok && stepIndex === 0) await releaseFirstNotice(db, incident.id, step.channel, recipient.address);
    const messageId = result.ok ? result.messageId : undefined;
    const detail = {
      step: stepIndex, channel: step.channel, to: recipient.address, userId: recipient.userId, contactId: recipient.contactId, provider: sender.provider, detail: result.detail,
      ...(messageId ? { messageId } : {}),
    };
    await db.insertInto('incident_events').values(event(incident.id, at, result.ok ? 'delivered' : 'delivery_failed', detail)).execute();
  }
}

/** Claims the incident's first notice to an address on a channel (incident_deliveries, step 0): false when the rule sent it. */
async function claimFirstNotice(db: Kysely<DB>, incidentId: number, channel: string, address: string): Promise<boolean> {
  const row = await db
    .insertInto('incident_deliveries')
    .values({ incident_id: incidentId, channel, recipient: address, step: 0 })
    .onConflict((oc) => oc.doNothing())
    .returning('incident_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives the first notice back when it was not delivered, so that the rule's next firing may try. */
async function releaseFirstNotice(db: Kysely<DB>, incidentId: number, channel: string, address: string): Promise<void> {
  await db.deleteFrom('incident_deliveries').where('incident_id', '=', incidentId).where('channel', '=', channel).where('recipient', '=', address).where('step', '=', 0).execute();
}

/** The message in both languages: a phone number does not say which one its owner reads. */
function messageText(incident: IncidentRow, stepIndex: number, link: string): { title: string; body: string } {
  const words = (lang: 'zh-CN' | 'en-US') => {
    const title = lang === 'zh-CN' ? incident.title : incident.title_en;
    const severity = translate(lang, `escalation_severity_${incident.severity}`);
    return {
      title: translate(lang, 'escalation_message_title', { severity, title }),
      body: translate(lang, 'escalation_message_body', { id: incident.id, title, step: stepIndex + 1, link }),
    };
  };
  const zh = words('zh-CN');
  const en = words('en-US');
  return { title: `${zh.title} / ${en.title}`, body: `${zh.body}\n${en.body}` };
}

/** The ladder an incident climbs: its rule's, else its site's, else its company's default. */
async function policyFor(db: Kysely<DB>, incident: { tenant_id: number; site_id: number | null; rule_id: number | null }) {
  return db
    .selectFrom('escalation_policies')
    .select(['id', 'steps'])
    .where('tenant_id', '=', incident.tenant_id)
    .where((eb) => {
      const own: Expression<SqlBool>[] = [eb.and([eb('site_id', 'is', null), eb('rule_id', 'is', null)])];
      if (incident.site_id !== null) own.push(eb('site_id', '=', incident.site_id));
      if (incident.rule_id !== null) own.push(eb('rule_id', '=', incident.rule_id));
      return eb.or(own);
    })
    // The rule's first, then the site's, then the default (whose site and rule are both null).
    .orderBy('rule_id', (ob) => ob.asc().nullsLast())
    .orderBy('site_id', (ob) => ob.asc().nullsLast())
    .executeTakeFirst();
}
