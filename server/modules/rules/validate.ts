import type { RequestScope } from '../../auth/request-scope';
import { badRequest } from '../../http/app-error';
import { CronError, parseCron } from './engine/cron';
import { NOTIFY_ACTION_TYPES, USER_ONLY_ACTION_TYPES, type RuleAction, type Trigger } from '../../../shared/contract/rule-types';
import '../../db/alarm-tables';
import './messages';

export interface RuleContent {
  triggers: Trigger[];
  actions: RuleAction[];
  notify_users: number[];
}

/**
 * The rule checks a schema cannot express (spec section 5 and tenancy): at least one trigger and
 * one action, at most one timer, a valid cron, a forecast only on a device with a `do` parameter,
 * and every device, parameter, contact and user in
 * the rule's company and visible to the caller (all of the company's for an event on any device).
 */
export async function validateRule(scope: RequestScope, tenantId: number, rule: RuleContent): Promise<void> {
  const { db } = scope;
  if (rule.triggers.length === 0 || rule.actions.length === 0) throw badRequest('rules_last_trigger_or_action');
  const timers = rule.triggers.filter((t) => t.type === 'timer');
  if (timers.length > 1) throw badRequest('rules_one_timer');
  for (const timer of timers) {
    try {
      parseCron(timer.cron);
    } catch (error) {
      if (error instanceof CronError) throw badRequest(error.messageKey, error.params);
      throw error;
    }
  }

  for (const action of rule.actions) {
    if ((action.type === 'device_output' || action.type === 'ai') && !action.device_id) throw badRequest('rules_action_device_required');
    if (action.type === 'device_output' && !action.command?.trim()) throw badRequest('rules_action_command_required');
    const contacts = USER_ONLY_ACTION_TYPES.includes(action.type) ? 0 : (action.contacts?.length ?? 0);
    const reachable = contacts + (action.users?.length ?? 0) + rule.notify_users.length;
    if (NOTIFY_ACTION_TYPES.includes(action.type) && reachable === 0) throw badRequest('rules_action_recipients_required', { type: action.type });
  }

  const deviceIds = [
    ...new Set([
      ...rule.triggers.flatMap((t) => (t.type !== 'timer' && t.device_id ? [t.device_id] : [])),
      ...rule.actions.flatMap((a) => (a.device_id ? [a.device_id] : [])),
    ]),
  ];
  const visible = new Set(await scope.visibleDeviceIds(deviceIds));
  const inTenant = deviceIds.length
    ? new Set((await db.selectFrom('devices').select('device_id').where('device_id', 'in', deviceIds).where('tenant_id', '=', tenantId).execute()).map((d) => d.device_id))
    : new Set<string>();
  for (const id of deviceIds) if (!visible.has(id) || !inTenant.has(id)) throw badRequest('rules_device_not_in_company', { device: id });
  // An event trigger on any device reads every device of the company (repository.ts keeps such a
  // rule from whoever does not see them all, so it must not be written by one).
  if (rule.triggers.some((t) => t.type === 'event' && !t.device_id)) {
    const hidden = await db.selectFrom('devices').select('device_id').where('tenant_id', '=', tenantId)
      .where((eb) => eb.not(scope.whereDeviceVisible('devices.device_id'))).limit(1).executeTakeFirst();
    if (hidden) throw badRequest('rules_any_device_hidden');
  }

  for (const t of rule.triggers) {
    if (t.type === 'forecast') {
      // The forecast is of dissolved oxygen: only a pond monitor has one.
      const oxygen = await db.selectFrom('device_params').select('param_key').where('device_id', '=', t.device_id).where('param_key', '=', 'do').executeTakeFirst();
      if (!oxygen) throw badRequest('rules_forecast_no_do', { device: t.device_id });
    }
    if (t.type !== 'attribute') continue;
    const param = await db.selectFrom('device_params').select('param_key').where('device_id', '=', t.device_id).where('param_key', '=', t.param_key).executeTakeFirst();
    if (!param) throw badRequest('rules_param_unknown', { device: t.device_id, param: t.param_key });
  }

  const contactIds = [...new Set(rule.actions.flatMap((a) => a.contacts ?? []))];
  if (contactIds.length) {
    const found = new Set((await db.selectFrom('alarm_contacts').select('id').where('id', 'in', contactIds).where('tenant_id', '=', tenantId).execute()).map((c) => c.id));
    const missing = contactIds.find((id) => !found.has(id));
    if (missing !== undefined) throw badRequest('rules_contact_unknown', { id: missing });
  }

  const userIds = [...new Set([...rule.notify_users, ...rule.actions.flatMap((a) => a.users ?? [])])];
  if (userIds.length) {
    // Users of the company, and agents who manage it.
    const rows = await db
      .selectFrom('users')
      .select('users.id')
      .where('users.id', 'in', userIds)
      .where((eb) =>
        eb.or([
          eb('users.tenant_id', '=', tenantId),
          eb('users.id', 'in', eb.selectFrom('agent_companies').select('user_id').where('company_id', '=', tenantId)),
        ]),
      )
      .execute();
    const found = new Set(rows.map((r) => r.id));
    const missing = userIds.find((id) => !found.has(id));
    if (missing !== undefined) throw badRequest('rules_user_unknown', { id: missing });
  }
}
