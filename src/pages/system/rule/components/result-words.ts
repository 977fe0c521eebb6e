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
    },
  },
});

/**
 * An action's result in the reader's language. What a provider answered (its failures) stays as it
 * said it; rows written before results carried their words show their stored detail.
 */
export function resultText(result: Pick<ActionResult, 'detail' | 'words'>, t: TFunction): string {
  const words = result.words;
  if (!words) return result.detail;
  const text = t(`ruleResult.${words.key}`, words.params);
  if (words.key !== 'sent') return text;
  const { failed, fellBack, skipped, incident } = words.params;
  return [
    text,
    failed ? String(failed) : '',
    Number(fellBack) > 0 ? t('ruleResult.fellBack', { n: fellBack }) : '',
    Number(skipped) > 0 ? t('ruleResult.skipped', { n: skipped, incident }) : '',
  ].filter(Boolean).join('; ');
}
