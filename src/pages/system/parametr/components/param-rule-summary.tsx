import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ParamConfig } from '../../../../api/device-params';
import { alarmSides } from '../param-config-rules';

/** The alarm rule a configuration makes, in words: which side alarms, after how long, how often. */
export function ParamRuleSummary({ config }: { config: ParamConfig }) {
  const { t } = useTranslation();
  const unit = config.param_unit ? ` ${config.param_unit}` : '';
  const { below, above } = alarmSides(config);
  const lines: string[] = [];
  if (below !== null) lines.push(t('parametr.ruleBelow', { value: below, unit }));
  if (above !== null) lines.push(t('parametr.ruleAbove', { value: above, unit }));
  if (lines.length === 0) lines.push(t('parametr.ruleNone'));
  else lines.push(t('parametr.ruleWait', { wait: config.waitTime, times: config.maxTime }));
  if (config.startValue !== null || config.endValue !== null) {
    lines.push(t('parametr.ruleInvalid', { start: config.startValue ?? '-∞', end: config.endValue ?? '∞' }));
  }
  if (config.correcting !== 0) lines.push(t('parametr.ruleCorrect', { value: config.correcting }));
  return (
    <>
      {config.isOpen !== 1 && <Alert type="warning" showIcon title={t('parametr.ruleOff')} style={{ marginBottom: 12 }} />}
      <ul data-testid="param-rule-summary" style={{ paddingInlineStart: 20, lineHeight: 2 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
