import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import type { TelemetryBus } from '../../../telemetry/bus';
import { sendCharged, type Notifier, type NotifyChannelName } from '../../notifications';
import { insertCommand } from '../../devices';
import { boundOpenids } from '../../wxmini';
import '../../../db/alarm-tables';
import { ruleText } from './rule-text';
import type { ActionResult, FireCause, RuleAction, RuleDef } from '../../../../shared/contract/rule-types';
import './rule-tables';

export interface RunnerDeps {
  db: Kysely<DB>;
  bus: TelemetryBus;
  notifier: Notifier;
  /** The units a company's notification credit opens with (NOTIFY_CREDIT_START). */
  creditStart: number;
}

export interface Firing {
  id: number;
  fired_at: Date;
  results: ActionResult[];
}

type Recipient = { to: string; userId: number | null };

/** The addresses of the rule's contacts and users that a channel can reach. */
async function recipients(deps: RunnerDeps, rule: RuleDef, action: RuleAction, channel: NotifyChannelName | 'wxmini'): Promise<Recipient[]> {
  const contactIds = action.contacts ?? [];
  const userIds = [...new Set([...rule.notifyUsers, ...(action.users ?? [])])];
  // Mini-program notices reach users who bound their openid; contacts have no mini-program.
  if (channel === 'wxmini') return (await boundOpenids(deps.db, userIds)).map((b) => ({ to: b.openid, userId: b.user_id }));
  const [contacts, users] = await Promise.all([
    contactIds.length
      ? deps.db.selectFrom('alarm_contacts').selectAll().where('id', 'in', contactIds).where('tenant_id', '=', rule.tenantId).execute()
      : [],
    userIds.length ? deps.db.selectFrom('users').select(['id', 'telephone', 'email']).where('id', 'in', userIds).execute() : [],
  ]);
  const list: Recipient[] = [];
  for (const c of contacts) {
    const to = channel === 'email' ? c.email : channel === 'wechat' ? c.wechat : c.phone;
    if (to) list.push({ to, userId: null });
  }
  for (const u of users) {
    const to = channel === 'email' ? u.email : channel === 'wechat' ? null : u.telephone;
    if (to) list.push({ to, userId: u.id });
  }
  return list;
}

async function notify(deps: RunnerDeps, rule: RuleDef, cause: FireCause, action: RuleAction, channel: NotifyChannelName | 'wxmini'): Promise<ActionResult> {
  const targets = await recipients(deps, rule, action, channel);
  if (targets.length === 0) return { type: channel, ok: false, detail: 'no recipients', words: { key: 'no_recipients', params: {} } };
  // A mini-program template holds short values: the rule's name is its title.
  const text = channel === 'wxmini' ? { ...ruleText(rule, cause, action.message), title: rule.name } : ruleText(rule, cause, action.message);
  const sender = deps.notifier[channel];
  // SMS and calls cost the company one credit unit per message (drawn atomically, never below zero).
  const paid = channel === 'sms' || channel === 'phone' ? channel : null;
  const results = await Promise.all(
    targets.map((t) => {
      const message = { ...text, to: t.to, tenantId: rule.tenantId, userId: t.userId };
      return paid ? sendCharged(deps.db, { name: paid, sender }, message, { ruleId: rule.id, creditStart: deps.creditStart }) : sender.send(message);
    }),
  );
  const fellBack = results.filter((r) => 'fellBack' in r && r.fellBack).length;
  const failed = results.map((r, i) => (r.ok || ('fellBack' in r && r.fellBack) ? null : `${targets[i].to}: ${r.detail}`)).filter(Boolean);
  const sent = targets.length - failed.length - fellBack;
  const to = targets.map((t) => t.to).join(', ');
  return {
    type: channel,
    ok: failed.length === 0 && fellBack === 0,
    detail: `${sender.provider} ${sent}/${targets.length} → ${to}${failed.length ? `; ${failed.join('; ')}` : ''}${fellBack ? `; notification credit ran out: ${fellBack} to the message center` : ''}`,
    // What the providers said about the failed ones stays in their words.
    words: { key: 'sent', params: { provider: sender.provider, sent, total: targets.length, to, failed: failed.join('; '), fellBack } },
  };
}

/** Sends a command to a device of the rule's company over the bus (the MQTT layer publishes it). */
async function command(deps: RunnerDeps, rule: RuleDef, action: RuleAction, body: Record<string, unknown>): Promise<ActionResult> {
  const device = action.device_id
    ? await deps.db.selectFrom('devices').select(['device_id', 'tenant_id']).where('device_id', '=', action.device_id)
      .where('deleted_at', 'is', null).executeTakeFirst()
    : undefined;
  if (!device || device.tenant_id !== rule.tenantId) return { type: action.type, ok: false, detail: `device ${action.device_id ?? '-'} unavailable`, words: { key: 'device_unavailable', params: { device: action.device_id ?? '-' } } };
  const sent = await insertCommand(deps.db, {
    deviceId: device.device_id, tenantId: rule.tenantId, source: 'rule', body, expectedReply: action.reply_command ?? null,
  });
  deps.bus.emit('command', { deviceId: device.device_id, channel: 'command', payload: sent.payload });
  return { type: action.type, ok: true, detail: `command #${sent.id} → ${device.device_id}`, words: { key: 'command', params: { id: sent.id, device: device.device_id } } };
}

async function runAction(deps: RunnerDeps, rule: RuleDef, cause: FireCause, action: RuleAction): Promise<ActionResult> {
  switch (action.type) {
    case 'rule_output': {
      const text = ruleText(rule, cause, action.message);
      const result = await deps.notifier.center.send({ ...text, to: '', tenantId: rule.tenantId });
      return { type: 'rule_output', ...result };
    }
    case 'device_output':
      return command(deps, rule, action, { command: action.command ?? '', rule_id: rule.id });
    case 'ai':
      // AI recognition on the device's camera; the device answers on its reply channel.
      return command(deps, rule, action, { command: action.command || 'ai_detect', rule_id: rule.id });
    default:
      return notify(deps, rule, cause, action, action.type);
  }
}

/**
 * Runs a rule's actions one after another (a failing action does not stop the next), tells the
 * rule's users in the message center, and records the firing with each action's result in
 * rule_history. Automatic firings also move rules.last_fired_at, which the warning interval
 * survives restarts with.
 */
export function createRuleRunner(deps: RunnerDeps) {
  return async function run(rule: RuleDef, cause: FireCause, manual = false): Promise<Firing> {
    const results: ActionResult[] = [];
    for (const action of rule.actions) {
      try {
        results.push(await runAction(deps, rule, cause, action));
      } catch (error) {
        results.push({ type: action.type, ok: false, detail: (error as Error).message });
      }
    }
    if (rule.notifyUsers.length > 0) {
      const text = ruleText(rule, cause);
      const sent = await Promise.all(
        rule.notifyUsers.map((userId) => deps.notifier.center.send({ ...text, to: '', tenantId: rule.tenantId, userId })),
      );
      results.push({ type: 'notify_users', ok: sent.every((s) => s.ok), detail: `${sent.length} users`, words: { key: 'users', params: { n: sent.length } } });
    }
    const firedAt = new Date(cause.at);
    const row = await deps.db
      .insertInto('rule_history')
      .values({ rule_id: rule.id, tenant_id: rule.tenantId, fired_at: firedAt, manual, cause: JSON.stringify(cause), results: JSON.stringify(results) })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!manual) await deps.db.updateTable('rules').set({ last_fired_at: firedAt }).where('id', '=', rule.id).execute();
    return { id: row.id, fired_at: firedAt, results };
  };
}
