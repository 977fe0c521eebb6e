import { sql, type Kysely } from 'kysely';
import { ConfigError } from '../../config';
import type { DB } from '../../db/types';
import { translate } from '../../i18n/messages';
import { drawNotificationCredit } from '../payments';
import type { NotifyChannel, NotifyMessage, NotifyResult } from './types';
import './charges-table';
import './notifications-table';
import './messages';

/** Units a company's credit account opens with (one unit: one SMS or one call to one person). */
export const DEFAULT_CREDIT_START = 100;
const CREDIT_START_MAX = 1_000_000;

/** NOTIFY_CREDIT_START: the units every company's credit account opens with (0 for none). */
export function readCreditStart(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.NOTIFY_CREDIT_START?.trim();
  if (!raw) return DEFAULT_CREDIT_START;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > CREDIT_START_MAX) throw new ConfigError(`NOTIFY_CREDIT_START must be a whole number from 0 to ${CREDIT_START_MAX}, got "${raw}"`);
  return n;
}

/**
 * Opens a credit account with `start` units for every company that has none (the demo companies
 * at their first start). Accounts that exist, bought or drawn, are left alone.
 */
export async function openCreditAccounts(db: Kysely<DB>, start: number): Promise<void> {
  await db
    .insertInto('notification_credit')
    .columns(['tenant_id', 'balance'])
    .expression((eb) => eb.selectFrom('companies').select(['companies.id', sql<number>`${start}::integer`.as('balance')]))
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute();
}

export type PaidChannel = 'sms' | 'phone';

export interface ChargedResult extends NotifyResult {
  /** True when the credit had run out and the message went to the message center instead. */
  fellBack: boolean;
}

/**
 * Sends one SMS or phone-call message for a rule, paid with one unit of the company's credit.
 * The unit is drawn and the message recorded (notification_charges) in one transaction, so two
 * firings racing for the last unit draw it once. With no credit left, the message center gets
 * the message in that same transaction, saying the credit ran out, and nothing is drawn. The
 * provider is called after the commit: the one database connection is never held over a network
 * call. A company created since the start gets its opening units here, at its first message.
 * Only a delivered message stays charged: when the provider does not deliver (bad number, no
 * balance at the provider, still throttled after its retries) the unit goes back and the row says
 * not charged.
 */
export async function sendCharged(
  db: Kysely<DB>,
  channel: { name: PaidChannel; sender: NotifyChannel },
  message: NotifyMessage & { tenantId: number },
  meta: { ruleId: number | null; creditStart: number },
): Promise<ChargedResult> {
  const charged = await db.transaction().execute(async (trx) => {
    await trx.insertInto('notification_credit').values({ tenant_id: message.tenantId, balance: meta.creditStart }).onConflict((oc) => oc.column('tenant_id').doNothing()).execute();
    const drawn = await drawNotificationCredit(trx, message.tenantId);
    const row = await trx
      .insertInto('notification_charges')
      .values({ tenant_id: message.tenantId, rule_id: meta.ruleId, channel: channel.name, recipient: message.to.slice(0, 255), charged: drawn })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!drawn) {
      const params = (lang: 'zh-CN' | 'en-US') => ({ channel: translate(lang, `notify_channel_${channel.name}`) });
      const note = `${translate('zh-CN', 'notify_credit_ran_out', params('zh-CN'))}\n${translate('en-US', 'notify_credit_ran_out', params('en-US'))}`;
      await trx
        .insertInto('notifications')
        .values({ tenant_id: message.tenantId, user_id: message.userId ?? null, channel: 'rule', recipient: message.to || null, title: message.title, body: `${note}\n\n${message.body}` })
        .execute();
    }
    return drawn ? row.id : null;
  });
  if (charged === null) return { ok: false, fellBack: true, detail: 'no credit: message center', words: { key: 'no_credit', params: {} } };
  const result = await channel.sender.send(message);
  if (!result.ok) await refundCharge(db, message.tenantId, charged);
  return { ...result, fellBack: false };
}

/**
 * Gives back the unit of a message the provider did not deliver. Conditional on the row still
 * saying charged, so it is given back once whatever calls it twice.
 */
async function refundCharge(db: Kysely<DB>, tenantId: number, chargeId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const refunded = await trx.updateTable('notification_charges').set({ charged: false }).where('id', '=', chargeId).where('charged', '=', true).returning('id').executeTakeFirst();
    if (refunded) await trx.updateTable('notification_credit').set({ balance: sql`balance + 1`, updated_at: new Date() }).where('tenant_id', '=', tenantId).execute();
  });
}
