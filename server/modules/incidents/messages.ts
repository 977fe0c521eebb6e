import { registerMessages } from '../../i18n/messages';

/** The incident routes' answers. */
registerMessages({
  incident_not_found: { 'zh-CN': '事件不存在', 'en-US': 'Incident not found' },
  incident_acknowledged: { 'zh-CN': '事件已确认', 'en-US': 'Incident acknowledged' },
  incident_already_acknowledged: { 'zh-CN': '事件已被确认或已恢复', 'en-US': 'The incident was already acknowledged or has resolved' },
});
