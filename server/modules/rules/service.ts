import { assertCompanyVisible, filterVisibleDeviceIds, visibleCompanyIds } from '../../auth/scope';
import { badRequest, notFound } from '../../http/app-error';
import type { RulesService } from './engine/rules-plugin';
import { loadRule } from './engine/rule-store';
import type { Ctx } from '../devices';
import type { RuleCreate, RuleList, RuleUpdate } from '../../../shared/contract/api/rules';
import { validateRule } from './validate';
import * as repo from './repository';
import './messages';

export type RulesCtx = Ctx & { rules: RulesService };

const DEFAULT_INTERVAL_S = 1800;

export async function list(ctx: RulesCtx, query: RuleList) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  let base = repo.selectRuleRows(ctx.db, await visibleCompanyIds(ctx.db, ctx.user));
  if (query.tenant_id) base = base.where('rules.tenant_id', '=', query.tenant_id);
  if (query.name?.trim()) base = base.where('rules.name', 'ilike', `%${query.name.trim()}%`);
  const [rows, total] = await Promise.all([
    base.orderBy('rules.id').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(repo.toRuleView), total: Number(total.n) };
}

async function requireRule(ctx: RulesCtx, id: number) {
  const row = await repo.selectRuleRows(ctx.db, await visibleCompanyIds(ctx.db, ctx.user)).where('rules.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('rules_not_found');
  return row;
}

const view = async (ctx: RulesCtx, id: number) => repo.toRuleView(await requireRule(ctx, id));

/** Without tenant_id a rule belongs to the company of the first device it names, else to the caller's. */
async function tenantOf(ctx: RulesCtx, body: RuleCreate): Promise<number | null> {
  if (body.tenant_id) return body.tenant_id;
  const firstDevice = [...body.triggers, ...body.actions].map((t) => ('device_id' in t ? t.device_id : undefined)).find(Boolean);
  if (firstDevice) {
    const [visible] = await filterVisibleDeviceIds(ctx.db, ctx.user, [firstDevice]);
    const device = visible
      ? await ctx.db.selectFrom('devices').select('tenant_id').where('device_id', '=', visible).executeTakeFirst()
      : undefined;
    if (device) return device.tenant_id;
  }
  return ctx.user.tenantId;
}

export async function create(ctx: RulesCtx, body: RuleCreate) {
  const tenantId = await tenantOf(ctx, body);
  if (tenantId === null || tenantId === undefined) throw badRequest('rules_tenant_required');
  await assertCompanyVisible(ctx.db, ctx.user, tenantId);
  const notifyUsers = body.notify_users ?? [];
  await validateRule(ctx.db, ctx.user, tenantId, { triggers: body.triggers, actions: body.actions, notify_users: notifyUsers });
  const row = await ctx.db
    .insertInto('rules')
    .values({
      tenant_id: tenantId,
      name: body.name.trim(),
      description: body.description ?? null,
      triggers: JSON.stringify(body.triggers),
      actions: JSON.stringify(body.actions),
      delay_s: body.delay_s ?? 0,
      warning_interval_s: body.warning_interval_s ?? DEFAULT_INTERVAL_S,
      notify_users: JSON.stringify(notifyUsers),
      enabled: body.enabled ?? true,
      created_by: ctx.user.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.rules.engine.reload();
  return view(ctx, row.id);
}

export async function update(ctx: RulesCtx, body: RuleUpdate) {
  const current = await requireRule(ctx, body.id);
  const merged = {
    triggers: body.triggers ?? current.triggers,
    actions: body.actions ?? current.actions,
    notify_users: body.notify_users ?? current.notify_users ?? [],
  };
  await validateRule(ctx.db, ctx.user, current.tenant_id, merged);
  await ctx.db
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
  await ctx.rules.engine.reload();
  return view(ctx, current.id);
}

export async function setEnabled(ctx: RulesCtx, id: number, enabled: boolean) {
  const current = await requireRule(ctx, id);
  await ctx.db.updateTable('rules').set({ enabled, updated_at: new Date() }).where('id', '=', current.id).execute();
  await ctx.rules.engine.reload();
  return view(ctx, current.id);
}

export async function remove(ctx: RulesCtx, id: number) {
  const current = await requireRule(ctx, id);
  await ctx.db.deleteFrom('rules').where('id', '=', current.id).execute();
  await ctx.rules.engine.reload();
}

export async function history(ctx: RulesCtx, ruleId: number | undefined, page: number, pageSize: number) {
  const base = repo.selectHistory(ctx.db, await visibleCompanyIds(ctx.db, ctx.user), ruleId);
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
export async function runNow(ctx: RulesCtx, ruleId: number) {
  const row = await requireRule(ctx, ruleId);
  const rule = await loadRule(ctx.db, row.id);
  if (!rule) throw notFound('rules_not_found');
  return ctx.rules.run(rule, { kind: 'manual', at: Date.now() }, true);
}
