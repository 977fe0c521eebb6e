import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import type { TelemetryBus } from '../../../telemetry/bus';
import { sendCharged, type Notifier, type NotifyChannelName } from '../../notifications';
import { insertCommand } from '../../devices';
import { boundOpenids } from '../../wxmini';
import type { IncidentEngine } from '../../incidents';
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
  /**
   * Which incident an automatic firing joins, and whether each person had its notification on a
   * channel already (issue 36): absent, every firing notifies everyone as before.
   */
  incidents?: Pick<IncidentEngine, 'joinFiring' | 'claim' | 'record'>;
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

/**
 * Those of `targets` the incident has not notified on this channel yet, each claimed (at most one
 * notification per person, channel and incident, whatever the firings racing), and how many were skipped.
 */
async function unnotified(deps: RunnerDeps, incidentId: number | null, channel: string, targets: Recipient[]) {
  if (incidentId === null || !deps.incidents) return { fresh: targets, skipped: 0 };
  const unique = [...new Map(targets.map((t) => [t.to, t])).values()];
  const claimed = await Promise.all(unique.map((t) => deps.incidents!.claim(incidentId, channel, t.to)));
  const fresh = unique.filter((_, i) => claimed[i]);
  return { fresh, skipped: targets.length - fresh.length };
}

async function notify(
  deps: RunnerDeps, rule: RuleDef, cause: FireCause, action: RuleAction, channel: NotifyChannelName | 'wxmini', incidentId: number | null,
): Promise<ActionResult> {
  const all = await recipients(deps, rule, action, channel);
  if (all.length === 0) return { type: channel, ok: false, detail: 'no recipients', words: { key: 'no_recipients', params: {} } };
  const { fresh: targets, skipped } = await unnotified(deps, incidentId, channel, all);
  if (targets.length === 0) {
    return { type: channel, ok: true, detail: `already notified for incident #${incidentId}`, words: { key: 'already_notified', params: { incident: incidentId ?? 0 } } };
  }
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
  if (incidentId !== null && deps.incidents) {
    // A message that fell back to the message center is not retried: the credit is what ran out.
    await Promise.all(
      results.map((r, i) =>
        deps.incidents!.record(incidentId, {
          channel, to: targets[i].to, provider: sender.provider, step: 0, userId: targets[i].userId,
          ok: r.ok || ('fellBack' in r && r.fellBack === true), ...(r.ok ? (r.messageId ? { messageId: r.messageId } : {}) : { detail: r.detail }),
        }),
      ),
    );
  }
  const fellBack = results.filter((r) => 'fellBack' in r && r.fellBack).length;
  const failed = results.map((r, i) => (r.ok || ('fellBack' in r && r.fellBack) ? null : `${targets[i].to}: ${r.detail}`)).filter(Boolean);
  const sent = targets.length - failed.length - fellBack;
  // How many failed for each classified reason, so the history reads them in the reader's language.
  const failures: Record<string, number> = {};
  for (const r of results) if (!r.ok && r.failure) failures[`failed_${r.failure}`] = (failures[`failed_${r.failure}`] ?? 0) + 1;
  const to = targets.map((t) => t.to).join(', ');
  // The provider's id of each delivered message (BizId, CallId, SerialNo): what its console finds it by.
  const ids = results.map((r, i) => (r.ok && r.messageId ? `${targets[i].to}: ${r.messageId}` : null)).filter(Boolean).join('; ');
  return {
    type: channel,
    ok: failed.length === 0 && fellBack === 0,
    detail: `${sender.provider} ${sent}/${targets.length} → ${to}${failed.length ? `; ${failed.join('; ')}` : ''}${fellBack ? `; notification credit ran out: ${fellBack} to the message center` : ''}${skipped ? `; ${skipped} already notified for incident #${incidentId}` : ''}${ids ? `; ids ${ids}` : ''}`,
    // What the providers said about the failed ones stays in their words.
    words: { key: 'sent', params: { provider: sender.provider, sent, total: targets.length, to, failed: failed.join('; '), fellBack, ...failures, ...(skipped ? { skipped, incident: incidentId ?? 0 } : {}), ...(ids ? { ids } : {}) } },
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

async function runAction(deps: RunnerDeps, rule: RuleDef, cause: FireCause, action: RuleAction, incidentId: number | null): Promise<ActionResult> {
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
      return notify(deps, rule, cause, action, action.type, incidentId);
  }
}

/** The incident the firing joins; a failure to join is no reason to stay silent: it then notifies as before. */
async function joinedIncident(deps: RunnerDeps, rule: RuleDef, cause: FireCause): Promise<number | null> {
  try {
    return await deps.incidents!.joinFiring(rule, cause);
  } catch {
    return null;
  }
}

/**
 * Runs a rule's actions one after another (a failing action does not stop the next), tells the
 * rule's users in the message center, and records the firing with each action's result in
 * rule_history. Automatic firings also move rules.last_fired_at, which the warning interval
 * survives restarts with, and join an incident: each person is notified once per incident and channel.
 */
export function createRuleRunner(deps: RunnerDeps) {
  return async function run(rule: RuleDef, cause: FireCause, manual = false): Promise<Firing> {
    const results: ActionResult[] = [];
    // A manual run (/linkageAction) is someone asking for the actions now: it joins no incident.
    const incidentId = !manual && deps.incidents ? await joinedIncident(deps, rule, cause) : null;
    for (const action of rule.actions) {
      try {
        results.push(await runAction(deps, rule, cause, action, incidentId));
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
