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
  pond_species_invalid: { 'zh-CN': '养殖品种不能超过 50 个字符', 'en-US': 'Species must be at most 50 characters' },
  pond_count_invalid: { 'zh-CN': '投放数量应为不小于 0 的整数', 'en-US': 'Stocked count must be a whole number of 0 or more' },
  pond_density_invalid: { 'zh-CN': '养殖密度应为不小于 0 的数字', 'en-US': 'Density must be a number of 0 or more' },
  pond_field_required: { 'zh-CN': '{field} 不能为空', 'en-US': '{field} is required' },
  pond_device_invalid: {
    'zh-CN': '绑定的设备不存在或不属于该站点所在企业',
    'en-US': 'The bound device does not exist or belongs to another company than the site',
  },
  pond_created: { 'zh-CN': '添加成功', 'en-US': 'Added successfully' },
  pond_updated: { 'zh-CN': '修改成功', 'en-US': 'Modified successfully' },
  pond_deleted: { 'zh-CN': '删除成功', 'en-US': 'Deleted successfully' },
});
