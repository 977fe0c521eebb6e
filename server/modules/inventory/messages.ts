import { registerMessages } from '../../i18n/messages';
import { INVENTORY_RULE_MESSAGES } from '../../../shared/contract/inventory-rules';

// The spec's rules in the words the console's form shows (shared/contract/inventory-rules.ts).
registerMessages(INVENTORY_RULE_MESSAGES);
registerMessages({
  inventory_not_found: { 'zh-CN': '库存记录不存在', 'en-US': 'Inventory record not found' },
  inventory_added: { 'zh-CN': '添加成功', 'en-US': 'Added successfully' },
  inventory_updated: { 'zh-CN': '修改成功', 'en-US': 'Modified successfully' },
  inventory_deleted: { 'zh-CN': '已移入回收站', 'en-US': 'Moved to the recycle bin' },
  inventory_restored: { 'zh-CN': '已从回收站恢复', 'en-US': 'Restored from the recycle bin' },
});
