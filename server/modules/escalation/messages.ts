import { registerMessages } from '../../i18n/messages';

registerMessages({
  escalation_name_required: { 'zh-CN': '升级策略名称不能为空', 'en-US': 'Escalation policy name cannot be empty' },
  escalation_steps_required: { 'zh-CN': '升级策略至少需要 1 级、至多 10 级', 'en-US': 'An escalation policy needs 1 to 10 steps' },
  escalation_wait_range: { 'zh-CN': '每级等待时间须在 60 到 86400 秒之间', 'en-US': 'Each step waits 60 to 86400 seconds' },
  escalation_step_empty: { 'zh-CN': '第 {step} 级没有通知对象', 'en-US': 'Step {step} notifies nobody' },
  escalation_quiet_pair: { 'zh-CN': '免打扰时段须同时填写开始和结束，且两者不同', 'en-US': 'Quiet hours need both a start and a different end' },
  escalation_contact_unknown: { 'zh-CN': '报警联系人 {id} 不属于该企业', 'en-US': 'Alarm contact {id} is not in this company' },
  escalation_user_unknown: { 'zh-CN': '用户 {id} 不属于该企业', 'en-US': 'User {id} is not in this company' },
  escalation_site_unknown: { 'zh-CN': '站点 {id} 不属于该企业', 'en-US': 'Site {id} is not in this company' },
  escalation_policy_taken: { 'zh-CN': '该站点（或企业默认）已有升级策略', 'en-US': 'This site (or the company default) already has an escalation policy' },
  escalation_policy_not_found: { 'zh-CN': '升级策略不存在', 'en-US': 'Escalation policy not found' },
  escalation_shift_hours: { 'zh-CN': '值班结束时间须晚于开始时间', 'en-US': 'A shift must end after it starts' },
  escalation_saved: { 'zh-CN': '保存成功', 'en-US': 'Saved successfully' },
  escalation_deleted: { 'zh-CN': '删除成功', 'en-US': 'Deleted successfully' },
  // The ladder's message, and the page its signed link opens.
  escalation_message_title: { 'zh-CN': '【{severity}】{title}', 'en-US': '[{severity}] {title}' },
  escalation_message_body: {
    'zh-CN': '事件 #{id}：{title}，第 {step} 级通知，尚无人确认。点击确认：{link}',
    'en-US': 'Incident #{id}: {title}, escalation step {step}, not yet acknowledged. Acknowledge: {link}',
  },
  escalation_severity_critical: { 'zh-CN': '紧急', 'en-US': 'critical' },
  escalation_severity_major: { 'zh-CN': '重要', 'en-US': 'major' },
  escalation_severity_minor: { 'zh-CN': '一般', 'en-US': 'minor' },
  escalation_ack_heading: { 'zh-CN': '确认事件', 'en-US': 'Acknowledge incident' },
  escalation_ack_button: { 'zh-CN': '确认，我来处理', 'en-US': "Acknowledge: I'm on it" },
  escalation_ack_done: { 'zh-CN': '已确认，升级通知已停止。', 'en-US': 'Acknowledged. The escalation has stopped.' },
  escalation_ack_tampered: { 'zh-CN': '此确认链接无效。', 'en-US': 'This acknowledgement link is not valid.' },
  escalation_ack_expired: { 'zh-CN': '此确认链接已过期，请登录控制台确认。', 'en-US': 'This acknowledgement link has expired; acknowledge it in the console.' },
  escalation_ack_used: { 'zh-CN': '此确认链接已使用过。', 'en-US': 'This acknowledgement link has already been used.' },
  escalation_ack_closed: { 'zh-CN': '此事件已被确认或已恢复。', 'en-US': 'This incident is already acknowledged or resolved.' },
  escalation_ack_missing: { 'zh-CN': '此事件不存在。', 'en-US': 'This incident no longer exists.' },
});
