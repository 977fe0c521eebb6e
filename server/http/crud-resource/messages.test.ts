import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/messages';
import type { CrudResource } from './declaration';
import { registerResourceMessages } from './messages';

const declared = (decl: Partial<CrudResource>) => ({ table: 'things', noun: { 'zh-CN': '物品', 'en-US': 'thing' }, ...decl }) as CrudResource;

describe('registerResourceMessages', () => {
  it("names the resource in both languages under its prefix, with an article for the English noun", () => {
    const keys = registerResourceMessages(declared({ table: 'inventory_things', noun: { 'zh-CN': '库存记录', 'en-US': 'inventory record' } }));
    expect(keys).toEqual({ notFound: 'inventory_things_not_found', deleted: 'inventory_things_deleted', tenantFixed: 'inventory_things_tenant_fixed' });
    expect(translate('en-US', keys.notFound)).toBe('Inventory record not found');
    expect(translate('zh-CN', keys.notFound)).toBe('库存记录不存在');
    expect(translate('en-US', keys.deleted)).toBe('This inventory record is in the recycle bin; restore it first');
    expect(translate('en-US', keys.tenantFixed)).toBe("An inventory record's company cannot be changed");
    expect(translate('zh-CN', keys.tenantFixed)).toBe('库存记录所属企业不能修改');
  });

  it('lets a declaration word a kit message otherwise, and adds its own', () => {
    const keys = registerResourceMessages(
      declared({
        prefix: 'gadgets',
        messages: {
          gadgets_not_found: { 'zh-CN': '没有这个小工具', 'en-US': 'No such gadget' },
          gadgets_name_required: { 'zh-CN': '名称不能为空', 'en-US': 'Name cannot be empty' },
        },
      }),
    );
    expect(translate('en-US', keys.notFound)).toBe('No such gadget');
    expect(translate('en-US', 'gadgets_name_required')).toBe('Name cannot be empty');
    expect(translate('en-US', keys.deleted)).toBe('This thing is in the recycle bin; restore it first');
  });
});
