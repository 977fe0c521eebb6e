import { registerMessages } from '../../i18n/messages';

registerMessages({
  site_config_company_not_found: { 'zh-CN': '企业不存在', 'en-US': 'Company not found' },
  site_config_name_required: { 'zh-CN': '平台名称不能为空', 'en-US': 'Platform name cannot be empty' },
  site_config_phone_invalid: { 'zh-CN': '销售电话格式不正确', 'en-US': 'Sales phone format is incorrect' },
  site_config_copyright_required: { 'zh-CN': '版权信息不能为空', 'en-US': 'Copyright line cannot be empty' },
  site_config_tile_url_invalid: {
    'zh-CN': '地图瓦片地址应为包含 {z}、{x}、{y} 的 https 地址（本机的瓦片服务可用 http），自定义瓦片必须填写',
    'en-US': 'The map tile URL must be an https address containing {z}, {x} and {y} (http only for a tile server on this machine); a custom provider needs one',
  },
  site_config_tile_provider_invalid: {
    'zh-CN': '地图底图应为：离线、天地图矢量、天地图影像、高德路网、高德卫星或自定义',
    'en-US': 'The map basemap must be offline, Tianditu vector, Tianditu imagery, AMap roadmap, AMap satellite or custom',
  },
  site_config_tile_key_invalid: { 'zh-CN': '天地图密钥应为 32 位十六进制字符', 'en-US': 'The Tianditu key must be 32 hexadecimal characters' },
  site_config_tile_crs_invalid: { 'zh-CN': '瓦片坐标系应为 WGS84 或 GCJ-02', 'en-US': 'The tile coordinate system must be WGS84 or GCJ-02' },
  site_config_link_invalid: { 'zh-CN': '备案链接应为 http(s) 地址', 'en-US': 'The filing link must be an http(s) address' },
  site_config_admin_only: {
    'zh-CN': '只有平台管理员可以修改功能配置',
    'en-US': 'Only the platform administrator may change the site configuration',
  },
  site_config_display_forbidden: {
    'zh-CN': '只有平台管理员或企业的代理商可以设置企业展示',
    'en-US': "Only the platform administrator or the company's agent may set the company display",
  },
  site_config_image_type: {
    'zh-CN': '只支持 PNG、JPEG 或 WebP 图片',
    'en-US': 'Only PNG, JPEG or WebP images are accepted',
  },
  site_config_image_too_large: { 'zh-CN': '图片不能超过 {limit} MB', 'en-US': 'The image must be at most {limit} MB' },
  site_config_image_missing: { 'zh-CN': '请选择要上传的图片', 'en-US': 'Choose an image to upload' },
  site_config_image_not_found: { 'zh-CN': '图片不存在', 'en-US': 'Image not found' },
});
