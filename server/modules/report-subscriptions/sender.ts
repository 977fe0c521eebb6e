import type { FastifyInstance } from 'fastify';
import { scopeForUser } from '../../auth/request-scope';
import { loadUserAsCaller } from '../../auth/session-repository';
import { localDate } from '../../core/local-time';
import { DEFAULT_TIME_ZONE } from '../../core/zones';
import { AppError } from '../../http/app-error';
import { translate } from '../../i18n/messages';
import type { ReportMailer } from './mailer';
import { latestDuePeriod, MAX_ATTEMPTS, retryDelayMs } from './schedule';
import { ACCESS_OF_KIND } from './service';
import { periodWorkbook, reportPage } from './workbook';
import './tables';
import './messages';

/** How long a claimed delivery is a sender's before another may take it over (a sender that died mid-send). */
export const CLAIM_MS = 10 * 60_000;
/** Deliveries sent per sweep at most; the rest wait for the next sweep. */
const BATCH = 100;

export interface SweepResult {
  queued: number;
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Mails the reports subscribed to. A sweep first queues the latest due period of every
 * subscription (one report_deliveries row per subscription and period: the unique key keeps it
 * single whichever instance or sweep gets there), then claims each delivery that is due with a
 * conditional UPDATE and sends it; a failed mail waits (doubling, bounded) and is tried again, up to
 * MAX_ATTEMPTS, each attempt's error recorded on the row. A restart loses nothing: what was queued
 * stays queued, and a claim left by a process that died is taken over once CLAIM_MS has passed.
 * `now` is the sender's clock, moved by tests.
 */
export class ReportSender {
  now: () => number = () => Date.now();

  constructor(
    private readonly app: FastifyInstance,
    private readonly mailer: ReportMailer | null,
    private readonly consoleUrl: string,
  ) {}

  async sweep(): Promise<SweepResult> {
    const result: SweepResult = { queued: 0, sent: 0, retrying: 0, failed: 0 };
    if (!this.mailer) return result;
    const now = this.now();
    result.queued = await this.queueDue(now);
    const db = this.app.database.db;
    const due = await db
      .selectFrom('report_deliveries')
      .select('id')
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', new Date(now))
      .orderBy('next_attempt_at')
      .limit(BATCH)
      .execute();
    for (const { id } of due) {
      const outcome = await this.attempt(id, now);
      if (outcome) result[outcome] += 1;
    }
    return result;
  }

  private async queueDue(now: number): Promise<number> {
    const db = this.app.database.db;
    const subscriptions = await db
      .selectFrom('report_subscriptions as s')
      .innerJoin('companies', 'companies.id', 's.tenant_id')
      .select(['s.id', 's.period', 's.deliver_at', 's.created_at', 'companies.timezone'])
      .execute();
    let queued = 0;
    for (const s of subscriptions) {
      const period = latestDuePeriod(s.timezone ?? DEFAULT_TIME_ZONE, s.period, s.deliver_at, now);
      // A subscription mails what falls due after it was made, not the periods before it.
      if (period.dueAt <= new Date(s.created_at).getTime()) continue;
      const inserted = await db
        .insertInto('report_deliveries')
        .values({ subscription_id: s.id, period_start: new Date(period.start), period_end: new Date(period.end), next_attempt_at: new Date(period.dueAt) })
        .onConflict((oc) => oc.columns(['subscription_id', 'period_start']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) queued += 1;
    }
    return queued;
  }

  /** Claims one delivery (or finds another sender has) and sends it. */
  private async attempt(id: number, now: number): Promise<'sent' | 'retrying' | 'failed' | null> {
    const db = this.app.database.db;
    const claimed = await db
      .updateTable('report_deliveries')
      .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), next_attempt_at: new Date(now + CLAIM_MS) }))
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', new Date(now))
      .returning(['id', 'subscription_id', 'period_start', 'period_end', 'attempts'])
      .executeTakeFirst();
    if (!claimed) return null;
    try {
      await this.send(claimed.subscription_id, new Date(claimed.period_start).getTime(), new Date(claimed.period_end).getTime());
      await db.updateTable('report_deliveries').set({ status: 'sent', sent_at: new Date(this.now()), last_error: null }).where('id', '=', id).execute();
      return 'sent';
    } catch (error) {
      // A report the subscriber may no longer see will not come back by waiting: given up at once.
      const final = claimed.attempts >= MAX_ATTEMPTS || (error instanceof AppError && error.statusCode < 500);
      const message = (error as Error).message.slice(0, 500);
      await db
        .updateTable('report_deliveries')
        .set({ status: final ? 'failed' : 'pending', last_error: message, next_attempt_at: new Date(now + retryDelayMs(claimed.attempts)) })
        .where('id', '=', id)
        .execute();
      this.app.log.warn({ delivery: id, attempts: claimed.attempts, err: error }, final ? 'report mail given up' : 'report mail failed, will retry');
      return final ? 'failed' : 'retrying';
    }
  }

  private async send(subscriptionId: number, start: number, end: number): Promise<void> {
    const db = this.app.database.db;
    const sub = await db
      .selectFrom('report_subscriptions as s')
      .innerJoin('companies', 'companies.id', 's.tenant_id')
      .leftJoin('devices', 'devices.device_id', 's.device_id')
      .leftJoin('sites', 'sites.id', 's.site_id')
      .select(['s.user_id', 's.kind', 's.period', 's.device_id', 's.site_id', 's.email', 's.lang', 'companies.timezone', 'devices.device_name', 'sites.name as site_name', 'sites.name_en as site_name_en'])
      .where('s.id', '=', subscriptionId)
      .executeTakeFirstOrThrow();
    const user = await loadUserAsCaller(db, sub.user_id);
    if (!user) throw new AppError(403, 'forbidden');
    const scope = scopeForUser(this.app, user, sub.lang);
    if (!scope.holds(ACCESS_OF_KIND[sub.kind])) throw new AppError(403, 'forbidden');
    const zone = sub.timezone ?? DEFAULT_TIME_ZONE;
    const file = await periodWorkbook(scope, sub, zone, start, end);
    const t = (key: string) => translate(sub.lang, key);
    const words = {
      kind: t(`subscriptions_kind_${sub.kind}`),
      period: t(`subscriptions_period_${sub.period}`),
      name: sub.kind === 'site' ? ((sub.lang === 'en-US' ? sub.site_name_en : null) ?? sub.site_name ?? '') : `${sub.device_name ?? ''} (${sub.device_id})`,
      from: localDate(zone, start),
      to: localDate(zone, end - 1),
      link: `${this.consoleUrl}${reportPage(sub, localDate(zone, start))}`,
    };
    await this.mailer!.send({
      to: sub.email,
      subject: translate(sub.lang, 'subscriptions_mail_subject', words),
      text: translate(sub.lang, 'subscriptions_mail_body', words),
      attachment: { filename: file.name, content: file.bytes },
    });
  }

  close() {
    this.mailer?.close();
  }
}
