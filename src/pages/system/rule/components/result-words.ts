import type { TFunction } from 'i18next';
import { registerTranslations } from '../../../../i18n';
import type { ActionResult } from '../../../../../shared/contract/rule-types';

registerTranslations({
  'zh-CN': {
    ruleResult: {
      no_recipients: '没有接收人',
      sent: '{{provider}} 已发送 {{sent}}/{{total}} → {{to}}',
      fellBack: '通知余额不足：{{n}} 条改发消息中心',
      device_unavailable: '设备 {{device}} 不可用',
      command: '指令 #{{id}} → {{device}}',
      center: '消息中心 #{{id}}',
      users: '{{n}} 位用户',
      no_credit: '通知余额不足：改发消息中心',
      already_notified: '已为事件 #{{incident}} 通知过，不再重复发送',
      skipped: '{{n}} 人已为事件 #{{incident}} 通知过',
      failed_throttled: '{{n}} 条被服务商限流，重试后仍未发出',
      failed_bad_number: '{{n}} 个号码无效',
      failed_no_balance: '{{n}} 条因服务商账户余额不足未发出',
      failed_rejected: '{{n}} 条被服务商拒绝',
      failed_network: '{{n}} 条无法连接服务商，重试后仍未发出',
      messageIds: '服务商消息编号：{{ids}}',
    },
  },
  'en-US': {
    ruleResult: {
      no_recipients: 'no recipients',
      sent: '{{provider}} sent {{sent}}/{{total}} → {{to}}',
      fellBack: 'notification credit ran out: {{n}} to the message center',
      device_unavailable: 'device {{device}} unavailable',
      command: 'command #{{id}} → {{device}}',
      center: 'message center #{{id}}',
      users: '{{n}} users',
      no_credit: 'no notification credit: to the message center',
      already_notified: 'already notified for incident #{{incident}}: not sent again',
      skipped: '{{n}} already notified for incident #{{incident}}',
      failed_throttled: '{{n}} throttled by the provider, not sent after retrying',
      failed_bad_number: '{{n}} invalid phone numbers',
      failed_no_balance: "{{n}} not sent: the provider account's balance is too low",
      failed_rejected: '{{n}} refused by the provider',
      failed_network: '{{n}} not sent: could not reach the provider after retrying',
      messageIds: "provider's message ids: {{ids}}",
    },
  },
});

/** The provider failures the server classifies (server/modules/notifications/types.ts SEND_FAILURES). */
const FAILURES = ['throttled', 'bad_number', 'no_balance', 'rejected', 'network'] as const;

/**
 * An action's result in the reader's language: classified provider failures counted in its words,
 * then what the provider answered as it said it, and the delivered messages' provider ids; rows written before results carried their words
 * show their stored detail.
 */
export function resultText(result: Pick<ActionResult, 'detail' | 'words'>, t: TFunction): string {
  const words = result.words;
  if (!words) return result.detail;
  const text = t(`ruleResult.${words.key}`, words.params);
  if (words.key !== 'sent') return text;
  const { failed, fellBack, skipped, incident, ids } = words.params;
  return [
    text,
    ...FAILURES.map((kind) => (Number(words.params[`failed_${kind}`]) > 0 ? t(`ruleResult.failed_${kind}`, { n: words.params[`failed_${kind}`] }) : '')),
    failed ? String(failed) : '',
    Number(fellBack) > 0 ? t('ruleResult.fellBack', { n: fellBack }) : '',
    Number(skipped) > 0 ? t('ruleResult.skipped', { n: skipped, incident }) : '',
    // The provider's ids (BizId, CallId, SerialNo) as it gave them: what its console finds a message by.
    ids ? t('ruleResult.messageIds', { ids }) : '',
  ].filter(Boolean).join('; ');
}
