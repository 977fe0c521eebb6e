/**
 * What an operation-log row can say and how it reads. A row stores an action, the kind of thing it
 * acted on and the thing's name, never a sentence, so the log page and the server's .xlsx export
 * both render it here, in the reader's language ("created rule DO low" / "新建规则 DO low").
 * Imports nothing: the server and the console both use it.
 */
export const OP_ACTIONS = [
  'create',
  'update',
  'delete',
  'enable',
  'disable',
  'restore',
  'purge',
  'run',
  'reset_password',
  'change_password',
  'bind_devices',
  'grant',
  'revoke',
  'change_holders',
  'send_command',
  'send_message',
  'register',
  'reset_secret',
  'acknowledge',
  'capture',
  'publish',
  'upload',
  'start',
  'stop',
  'mark_valid',
  'mark_invalid',
  'clear',
  // Price lists (issue 19).
  'import',
  // Knowledge base (issue 20).
  'submit',
  'reject',
  'withdraw',
  // Optimisation (issue 23).
  'apply_suggestion',
  'dismiss',
  // Orders and after-sales (issue 22).
  'close',
  'refund',
  'confirm_payment',
  'accept',
  // WeChat mini-program (issue 22).
  'send_notice',
  'bind_wxmini',
  'unbind_wxmini',
  // Camera movement (issue 32).
  'move',
] as const;
export type OpAction = (typeof OP_ACTIONS)[number];

export const OP_RESOURCES = [
  'company',
  'user',
  'account',
  'access_code',
  'device',
  'device_settings',
  'device_alarm',
  'param',
  'param_config',
  'alarm',
  'alarm_times',
  'alarm_contact',
  'rule',
  'camera',
  'snapshot',
  'ai_detection',
  'notice',
  'site_config',
  'company_display',
  'pond',
  'history_entry',
  'reading',
  'product',
  'inventory_record',
  'trace_record',
  'avatar',
  'command_code',
  // Price lists (issue 19).
  'price',
  // Knowledge base (issue 20).
  'article',
  'article_image',
  // Optimisation (issue 23).
  'tip',
  'maintenance',
  // Orders and after-sales (issue 22).
  'order',
  'aftersale_ticket',
  'maintenance_record',
  'suggestion',
  // Production logs, warehousing and sales (issue 21).
  'farm_person',
  'farm_seed',
  'farm_fodder',
  'farm_medicine',
  'farm_stock',
  'farm_transport',
  'farm_seeding',
  'farm_feeding',
  'farm_patrol',
  'farm_water_change',
  'farm_sampling',
  'farm_water_test',
  'farm_machine',
  'farm_sale',
  'farm_base',
  // Insect monitoring (issue 19).
  'insect_area',
  // Customer-service conversation and ticket photos (issue 22).
  'service_conversation',
  'service_message',
  'service_attachment',
  'ticket_photo',
  // Incidents (issue 36).
  'incident',
  // Reports that arrive by e-mail (issue 36).
  'report_subscription',
  // Escalation ladders, the duty roster, and an incident acknowledged from a signed link (issue 36).
  'escalation_policy',
  'duty_roster',
] as const;
export type OpResource = (typeof OP_RESOURCES)[number];

type Lang = 'zh-CN' | 'en-US';
type Entry = Record<Lang, string>;

/** One sentence per action; {resource} is the noun below, {name} the thing's name. */
const ACTIONS: Record<OpAction, Entry> = {
  create: { 'zh-CN': '新建{resource} {name}', 'en-US': 'created {resource} {name}' },
  update: { 'zh-CN': '修改{resource} {name}', 'en-US': 'changed {resource} {name}' },
  delete: { 'zh-CN': '删除{resource} {name}', 'en-US': 'deleted {resource} {name}' },
  enable: { 'zh-CN': '启用{resource} {name}', 'en-US': 'enabled {resource} {name}' },
  disable: { 'zh-CN': '停用{resource} {name}', 'en-US': 'disabled {resource} {name}' },
  restore: { 'zh-CN': '恢复{resource} {name}', 'en-US': 'restored {resource} {name}' },
  purge: { 'zh-CN': '彻底删除{resource} {name}', 'en-US': 'permanently deleted {resource} {name}' },
  run: { 'zh-CN': '执行{resource} {name}', 'en-US': 'ran {resource} {name}' },
  reset_password: { 'zh-CN': '重置{resource} {name} 的密码', 'en-US': 'reset the password of {resource} {name}' },
  change_password: { 'zh-CN': '修改{resource} {name} 的密码', 'en-US': 'changed the password of {resource} {name}' },
  bind_devices: { 'zh-CN': '修改{resource} {name} 的绑定设备', 'en-US': 'changed the devices bound to {resource} {name}' },
  grant: { 'zh-CN': '为{resource} {name} 分配路由', 'en-US': 'assigned routes to {resource} {name}' },
  revoke: { 'zh-CN': '撤销{resource} {name} 的路由', 'en-US': 'revoked routes from {resource} {name}' },
  change_holders: { 'zh-CN': '批量修改{resource} {name} 的授权', 'en-US': 'changed who holds {resource} {name}' },
  send_command: { 'zh-CN': '向{resource} {name} 下发指令', 'en-US': 'sent a command to {resource} {name}' },
  send_message: { 'zh-CN': '从{resource} {name} 发送点对点消息', 'en-US': 'sent a point-to-point message from {resource} {name}' },
  register: { 'zh-CN': '注册{resource} {name}', 'en-US': 'registered {resource} {name}' },
  reset_secret: { 'zh-CN': '重置{resource} {name} 的密钥', 'en-US': 'reset the secret of {resource} {name}' },
  acknowledge: { 'zh-CN': '确认{resource} {name}', 'en-US': 'acknowledged {resource} {name}' },
  capture: { 'zh-CN': '抓拍{resource} {name}', 'en-US': 'took a snapshot with {resource} {name}' },
  publish: { 'zh-CN': '发布{resource} {name}', 'en-US': 'published {resource} {name}' },
  upload: { 'zh-CN': '上传{resource} {name}', 'en-US': 'uploaded {resource} {name}' },
  start: { 'zh-CN': '启动{resource} {name}', 'en-US': 'started {resource} {name}' },
  stop: { 'zh-CN': '停止{resource} {name}', 'en-US': 'stopped {resource} {name}' },
  mark_valid: { 'zh-CN': '将{resource} {name} 标记为有效', 'en-US': 'marked {resource} {name} valid' },
  mark_invalid: { 'zh-CN': '将{resource} {name} 标记为无效', 'en-US': 'marked {resource} {name} invalid' },
  clear: { 'zh-CN': '清除{resource} {name}', 'en-US': 'cleared {resource} {name}' },
  submit: { 'zh-CN': '提交{resource} {name} 审核', 'en-US': 'submitted {resource} {name} for review' },
  reject: { 'zh-CN': '驳回{resource} {name}', 'en-US': 'rejected {resource} {name}' },
  withdraw: { 'zh-CN': '撤回{resource} {name}', 'en-US': 'withdrew {resource} {name}' },
  // Price lists (issue 19).
  import: { 'zh-CN': '导入{resource} {name}', 'en-US': 'imported {resource} {name}' },
  // Optimisation (issue 23).
  apply_suggestion: { 'zh-CN': '为{resource} {name} 应用建议阈值', 'en-US': 'applied suggested limits to {resource} {name}' },
  dismiss: { 'zh-CN': '忽略{resource} {name}', 'en-US': 'dismissed {resource} {name}' },
  // Orders and after-sales (issue 22).
  close: { 'zh-CN': '关闭{resource} {name}', 'en-US': 'closed {resource} {name}' },
  refund: { 'zh-CN': '为{resource} {name} 记录退款', 'en-US': 'recorded a refund of {resource} {name}' },
  confirm_payment: { 'zh-CN': '在沙箱中支付{resource} {name}', 'en-US': 'paid {resource} {name} in the sandbox' },
  accept: { 'zh-CN': '受理{resource} {name}', 'en-US': 'accepted {resource} {name}' },
  // WeChat mini-program (issue 22).
  send_notice: { 'zh-CN': '向{resource} {name} 发送小程序通知', 'en-US': 'sent a mini-program notice to {resource} {name}' },
  bind_wxmini: { 'zh-CN': '为{resource} {name} 绑定微信小程序', 'en-US': 'bound the WeChat mini-program to {resource} {name}' },
  unbind_wxmini: { 'zh-CN': '为{resource} {name} 解除微信小程序绑定', 'en-US': 'unbound the WeChat mini-program from {resource} {name}' },
  // Camera movement (issue 32).
  move: { 'zh-CN': '转动{resource} {name}', 'en-US': 'moved {resource} {name}' },
};

/** The nouns. */
const RESOURCES: Record<OpResource, Entry> = {
  company: { 'zh-CN': '企业', 'en-US': 'company' },
  user: { 'zh-CN': '用户', 'en-US': 'user' },
  account: { 'zh-CN': '个人账号', 'en-US': 'own account' },
  access_code: { 'zh-CN': '权限码', 'en-US': 'access code' },
  device: { 'zh-CN': '设备', 'en-US': 'device' },
  device_settings: { 'zh-CN': '设备设置', 'en-US': 'device settings' },
  device_alarm: { 'zh-CN': '设备报警开关', 'en-US': 'device alarm switch' },
  param: { 'zh-CN': '参数定义', 'en-US': 'parameter definition' },
  param_config: { 'zh-CN': '参数配置', 'en-US': 'parameter configuration' },
  alarm: { 'zh-CN': '报警', 'en-US': 'alarm' },
  alarm_times: { 'zh-CN': '报警时间', 'en-US': 'alarm times' },
  alarm_contact: { 'zh-CN': '报警联系人', 'en-US': 'alarm contact' },
  rule: { 'zh-CN': '规则', 'en-US': 'rule' },
  camera: { 'zh-CN': '摄像头', 'en-US': 'camera' },
  snapshot: { 'zh-CN': '抓拍图片', 'en-US': 'snapshot' },
  ai_detection: { 'zh-CN': 'AI 识别', 'en-US': 'AI detection on camera' },
  notice: { 'zh-CN': '系统通知', 'en-US': 'notice' },
  site_config: { 'zh-CN': '功能配置', 'en-US': 'site configuration' },
  company_display: { 'zh-CN': '企业展示图片', 'en-US': 'company image' },
  pond: { 'zh-CN': '池塘', 'en-US': 'pond' },
  history_entry: { 'zh-CN': '历史数据', 'en-US': 'history entry' },
  reading: { 'zh-CN': '监测数据', 'en-US': 'readings of' },
  product: { 'zh-CN': '产品', 'en-US': 'product' },
  inventory_record: { 'zh-CN': '库存记录', 'en-US': 'inventory record' },
  trace_record: { 'zh-CN': '溯源信息', 'en-US': 'tracing record' },
  avatar: { 'zh-CN': '头像', 'en-US': 'avatar of' },
  command_code: { 'zh-CN': '指令编码', 'en-US': 'command code' },
  article: { 'zh-CN': '文章', 'en-US': 'article' },
  article_image: { 'zh-CN': '文章图片', 'en-US': 'article image' },
  // Price lists (issue 19).
  price: { 'zh-CN': '价格', 'en-US': 'price' },
  // Optimisation (issue 23).
  tip: { 'zh-CN': '优化提示', 'en-US': 'tip' },
  maintenance: { 'zh-CN': '维护记录', 'en-US': 'maintenance record' },
  // Orders and after-sales (issue 22).
  order: { 'zh-CN': '订单', 'en-US': 'order' },
  aftersale_ticket: { 'zh-CN': '售后工单', 'en-US': 'after-sales ticket' },
  maintenance_record: { 'zh-CN': '维修服务记录', 'en-US': 'maintenance service record' },
  suggestion: { 'zh-CN': '建议', 'en-US': 'suggestion' },
  // Production logs, warehousing and sales (issue 21).
  farm_person: { 'zh-CN': '供应商/客户', 'en-US': 'supplier or customer' },
  farm_seed: { 'zh-CN': '种苗', 'en-US': 'seedling item' },
  farm_fodder: { 'zh-CN': '饲料', 'en-US': 'fodder' },
  farm_medicine: { 'zh-CN': '药品', 'en-US': 'medicine' },
  farm_stock: { 'zh-CN': '出入库记录', 'en-US': 'stock movement' },
  farm_transport: { 'zh-CN': '运输记录', 'en-US': 'transport record' },
  farm_seeding: { 'zh-CN': '投苗记录', 'en-US': 'seeding record' },
  farm_feeding: { 'zh-CN': '投喂记录', 'en-US': 'feeding record' },
  farm_patrol: { 'zh-CN': '巡塘记录', 'en-US': 'patrol record' },
  farm_water_change: { 'zh-CN': '换水记录', 'en-US': 'water change record' },
  farm_sampling: { 'zh-CN': '抽样记录', 'en-US': 'sampling record' },
  farm_water_test: { 'zh-CN': '水质检测记录', 'en-US': 'water test record' },
  farm_machine: { 'zh-CN': '农机维护记录', 'en-US': 'machinery maintenance record' },
  farm_sale: { 'zh-CN': '销售记录', 'en-US': 'sale' },
  farm_base: { 'zh-CN': '基地', 'en-US': 'base' },
  // Insect monitoring (issue 19).
  insect_area: { 'zh-CN': '虫情区域', 'en-US': 'insect area' },
  // Customer-service conversation and ticket photos (issue 22).
  service_conversation: { 'zh-CN': '客服会话', 'en-US': 'customer-service conversation' },
  service_message: { 'zh-CN': '客服消息', 'en-US': 'customer-service message' },
  service_attachment: { 'zh-CN': '客服附件', 'en-US': 'customer-service attachment' },
  ticket_photo: { 'zh-CN': '工单照片', 'en-US': 'ticket photo' },
  incident: { 'zh-CN': '事件', 'en-US': 'incident' },
  report_subscription: { 'zh-CN': '报表订阅', 'en-US': 'report subscription' },
  escalation_policy: { 'zh-CN': '升级策略', 'en-US': 'escalation policy' },
  duty_roster: { 'zh-CN': '值班表', 'en-US': 'duty roster' },
};

/** The parts of a row its sentence is made of; rows written before actions were stored have none. */
export interface OpLabelParts {
  method: string;
  path: string;
  action: string | null;
  resource: string | null;
  name: string | null;
}

/** What the row did, in words; a row without an action shows its method and route as they are. */
export function describeOp(lang: Lang, row: OpLabelParts): string {
  const template = row.action && row.action in ACTIONS ? ACTIONS[row.action as OpAction][lang] : undefined;
  if (!template) return `${row.method} ${row.path}`;
  const resource = row.resource && row.resource in RESOURCES ? RESOURCES[row.resource as OpResource][lang] : '';
  return template
    .replace('{resource}', resource)
    .replace('{name}', row.name ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
