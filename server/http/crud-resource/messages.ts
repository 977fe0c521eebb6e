import { registerMessages, type Lang } from '../../i18n/messages';
import { prefixOf, type CrudResource } from './declaration';

type Words = Record<Lang, string>;

registerMessages({
  crud_added: { 'zh-CN': '添加成功', 'en-US': 'Added successfully' },
  crud_updated: { 'zh-CN': '修改成功', 'en-US': 'Modified successfully' },
  crud_binned: { 'zh-CN': '已移入回收站', 'en-US': 'Moved to the recycle bin' },
  crud_removed: { 'zh-CN': '删除成功', 'en-US': 'Deleted successfully' },
  crud_restored: { 'zh-CN': '已从回收站恢复', 'en-US': 'Restored from the recycle bin' },
});

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'An' : 'A');

/** The kit's messages that name the resource, each under the resource's prefix (`products_not_found`). */
function named(noun: Words): Record<string, Words> {
  const [zh, en] = [noun['zh-CN'], noun['en-US']];
  return {
    not_found: { 'zh-CN': `${zh}不存在`, 'en-US': `${capital(en)} not found` },
    deleted: { 'zh-CN': `该${zh}已在回收站中，请先恢复`, 'en-US': `This ${en} is in the recycle bin; restore it first` },
    tenant_fixed: { 'zh-CN': `${zh}所属企业不能修改`, 'en-US': `${article(en)} ${en}'s company cannot be changed` },
  };
}

/**
 * Registers a resource's messages: the kit's that name it, any it words otherwise (same key
 * without the prefix, or its own prefixed key) and its own. Answers the keys the service throws.
 */
export function registerResourceMessages(decl: CrudResource) {
  const prefix = prefixOf(decl);
  const own = decl.messages ?? {};
  const kit = Object.entries(named(decl.noun)).map(([key, words]) => [`${prefix}_${key}`, own[`${prefix}_${key}`] ?? words] as const);
  registerMessages({ ...Object.fromEntries(kit), ...own });
  return { notFound: `${prefix}_not_found`, deleted: `${prefix}_deleted`, tenantFixed: `${prefix}_tenant_fixed` };
}
