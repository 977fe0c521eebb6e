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
