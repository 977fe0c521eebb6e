import { translate, type Lang } from '../../../i18n/messages';
import { wallClockIn } from './cron';
import type { FireCause, RuleDef } from '../../../../shared/contract/rule-types';
import './messages';

const OPERATORS = { gt: '>', gte: '≥', lt: '<', lte: '≤', eq: '=', neq: '≠' } as const;

/** HH:mm on the company's clock: when the forecast says oxygen falls below the trigger's value. */
function clockTime(at: number, timeZone: string): string {
  const clock = wallClockIn(new Date(at), timeZone);
  return `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
}

function causeIn(lang: Lang, cause: FireCause, timeZone: string): string {
  switch (cause.kind) {
    case 'attribute':
      return translate(lang, 'rule_cause_attribute', {
        device: cause.deviceId ?? '', param: cause.paramKey ?? '', value: cause.value ?? '',
        operator: cause.operator ? OPERATORS[cause.operator] : '', threshold: cause.threshold ?? '',
      });
    case 'event':
      return translate(lang, 'rule_cause_event', { device: cause.deviceId ?? '', event: cause.event ?? '' });
    case 'timer':
      return translate(lang, 'rule_cause_timer', { cron: cause.cron ?? '' });
    case 'forecast':
      return translate(lang, 'rule_cause_forecast', {
        device: cause.deviceId ?? '', value: cause.value ?? '', threshold: cause.threshold ?? '',
        time: cause.predictedAt === undefined ? '' : clockTime(cause.predictedAt, timeZone), lead: cause.leadMinutes ?? '',
      });
    default:
      return translate(lang, 'rule_cause_manual');
  }
}

/**
 * What people receive when a rule fires: the action's own message when it has one, else the
 * rule name and the cause. Both languages, Chinese first: recipients (contacts, phones) have no
 * language setting on the server.
 */
export function ruleText(rule: RuleDef, cause: FireCause, message?: string): { title: string; body: string } {
  const title = `${translate('zh-CN', 'rule_fired_title', { name: rule.name })} / ${translate('en-US', 'rule_fired_title', { name: rule.name })}`;
  const generated = `${causeIn('zh-CN', cause, rule.timezone)}\n${causeIn('en-US', cause, rule.timezone)}`;
  return { title, body: message?.trim() ? `${message.trim()}\n\n${generated}` : generated };
}
