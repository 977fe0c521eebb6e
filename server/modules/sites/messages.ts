import { registerMessages } from '../../i18n/messages';

registerMessages({
  site_not_found: { 'zh-CN': '未找到该站点', 'en-US': 'Site not found' },
  pond_not_found: { 'zh-CN': '未找到该池塘', 'en-US': 'Pond not found' },
  pond_name_required: { 'zh-CN': '池塘名称不能为空', 'en-US': 'Pond name cannot be empty' },
  pond_polygon_invalid: {
    'zh-CN': '池塘边界至少需要 3 个顶点，且不能自相交',
    'en-US': 'A pond outline needs at least 3 vertices and must not cross itself',
  },
  pond_date_invalid: { 'zh-CN': '投放日期格式应为 YYYY-MM-DD', 'en-US': 'Stocking date must be YYYY-MM-DD' },
  pond_field_required: { 'zh-CN': '{field} 不能为空', 'en-US': '{field} is required' },
  pond_device_invalid: {
    'zh-CN': '绑定的设备不存在或不属于该站点所在企业',
    'en-US': 'The bound device does not exist or belongs to another company than the site',
  },
  pond_created: { 'zh-CN': '添加成功', 'en-US': 'Added successfully' },
  pond_updated: { 'zh-CN': '修改成功', 'en-US': 'Modified successfully' },
  pond_deleted: { 'zh-CN': '删除成功', 'en-US': 'Deleted successfully' },
});
