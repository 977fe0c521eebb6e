import type { RequestScope } from '../../auth/request-scope';
import { notFound } from '../../http/app-error';
import { loadRule } from './engine/rule-store';
import type { RuleCreate, RuleList, RuleUpdate } from '../../../shared/contract/api/rules';
import { RULE_LIMITS } from '../../../shared/contract/rule-types';
import { validateRule } from './validate';
import * as repo from './repository';
import './messages';
import { pageOf } from '../../core/paging';
import { escapeLike } from '../../db/escape-like';

/**
 * A rule is visible, changeable and runnable only by a caller who may see its company and every
 * device it reads or commands: an ordinary customer holding 8002 does not reach, through a
 * colleague's rule, a device it is not bound to.
 */
const visibleRules = (scope: RequestScope, tenantColumn: string): repo.RuleVisibility => ({
  tenant: scope.whereTenant(tenantColumn),
  device: scope.whereDeviceVisible(repo.RULE_DEVICE),
});

export async function list(scope: RequestScope, query: RuleList) {
  let base = repo.selectRuleRows(scope.db, visibleRules(scope, 'rules.tenant_id')).where(scope.whereChosenCompany('rules.tenant_id', query.tenant_id));
  if (query.name?.trim()) base = base.where('rules.name', 'ilike', `%${escapeLike(query.name.trim())}%`);
  const { rows, total } = await pageOf(base.orderBy('rules.id'), query);
  return { rows: rows.map(repo.toRuleView), total };
}

async function requireRule(scope: RequestScope, id: number) {
  const row = await repo.selectRuleRows(scope.db, visibleRules(scope, 'rules.tenant_id')).where('rules.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('rules_not_found');
  return row;
}

const view = async (scope: RequestScope, id: number) => repo.toRuleView(await requireRule(scope, id));

/** The company a new rule names: tenant_id, else that of the first device it names (companyForNew falls back to the caller's). */
async function chosenTenant(scope: RequestScope, body: RuleCreate): Promise<number | undefined> {
  if (body.tenant_id) return body.tenant_id;
  const firstDevice = [...body.triggers, ...body.actions].map((t) => ('device_id' in t ? t.device_id : undefined)).find(Boolean);
  if (firstDevice) {
    const [visible] = await scope.visibleDeviceIds([firstDevice]);
    const device = visible
      ? await scope.db.selectFrom('devices').select('tenant_id').where('device_id', '=', visible).executeTakeFirst()
      : undefined;
    if (device) return device.tenant_id;
  }
  return undefined;
}

export async function create(scope: RequestScope, body: RuleCreate) {
  const tenantId = await scope.companyForNew(await chosenTenant(scope, body));
  const notifyUsers = body.notify_users ?? [];
  await validateRule(scope, tenantId, { triggers: body.triggers, actions: body.actions, notify_users: notifyUsers });
  const row = await scope.db
    .insertInto('rules')
    .values({
      tenant_id: tenantId,
      name: body.name.trim(),
      description: body.description ?? null,
      triggers: JSON.stringify(body.triggers),
      actions: JSON.stringify(body.actions),
      delay_s: body.delay_s ?? 0,
      warning_interval_s: body.warning_interval_s ?? RULE_LIMITS.intervalDefault,
      notify_users: JSON.stringify(notifyUsers),
      enabled: body.enabled ?? true,
      created_by: scope.user.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await scope.app.rules.engine.reload();
  return view(scope, row.id);
}

export async function update(scope: RequestScope, body: RuleUpdate) {
  const current = await requireRule(scope, body.id);
  const merged = {
    triggers: body.triggers ?? current.triggers,
    actions: body.actions ?? current.actions,
    notify_users: body.notify_users ?? current.notify_users ?? [],
  };
  await validateRule(scope, current.tenant_id, merged);
  await scope.db
    .updateTable('rules')
    .set({
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.delay_s !== undefined ? { delay_s: body.delay_s } : {}),
      ...(body.warning_interval_s !== undefined ? { warning_interval_s: body.warning_interval_s } : {}),
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      triggers: JSON.stringify(merged.triggers),
      actions: JSON.stringify(merged.actions),
      notify_users: JSON.stringify(merged.notify_users),
      updated_at: new Date(),
    })
    .where('id', '=', current.id)
    .execute();
  await scope.app.rules.engine.reload();
  return view(scope, current.id);
}

export async function setEnabled(scope: RequestScope, id: number, enabled: boolean) {
  const current = await requireRule(scope, id);
  await scope.db.updateTable('rules').set({ enabled, updated_at: new Date() }).where('id', '=', current.id).execute();
  await scope.app.rules.engine.reload();
  return view(scope, current.id);
}

export async function remove(scope: RequestScope, id: number) {
  const current = await requireRule(scope, id);
  await scope.db.deleteFrom('rules').where('id', '=', current.id).execute();
  await scope.app.rules.engine.reload();
}

export async function history(scope: RequestScope, ruleId: number | undefined, page: number, pageSize: number) {
  const base = repo.selectHistory(scope.db, visibleRules(scope, 'rule_history.tenant_id'), ruleId);
  const [rows, total] = await Promise.all([
    base
      .select(['rule_history.id', 'rule_history.rule_id', 'rules.name as rule_name', 'rule_history.fired_at', 'rule_history.manual', 'rule_history.cause', 'rule_history.results'])
      .orderBy('rule_history.fired_at', 'desc')
      .orderBy('rule_history.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Runs the rule's actions now (a test fire), whether or not it is enabled; recorded as manual. */
export async function runNow(scope: RequestScope, ruleId: number) {
  const row = await requireRule(scope, ruleId);
  const rule = await loadRule(scope.db, row.id);
  if (!rule) throw notFound('rules_not_found');
  return scope.app.rules.run(rule, { kind: 'manual', at: Date.now() }, true);
}
