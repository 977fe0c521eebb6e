import { Button, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DevicePicker } from '../../../../components/device-picker/device-picker';
import { EVENTS, FORECAST_LIMITS, MAX_DURATION_S, OPERATORS, TRIGGER_TYPES, type TriggerDraft, type TriggerType } from '../rule-form-model';
import { CronInput } from './cron-input';
import { ParamSelect } from './param-select';

export interface TriggerEditorProps {
  trigger: TriggerDraft;
  /** Whether "timer" may be chosen here (only one time trigger per rule). */
  timerAllowed: boolean;
  /** Paths of this trigger's fields that have an error (device_id, value ...). */
  errors: Set<string>;
  onChange(trigger: TriggerDraft): void;
  onTypeChange(type: TriggerType): void;
}

/**
 * One trigger: a device attribute compared with a value for a duration, a device event, a timer,
 * or tonight's oxygen forecast falling below a value (the actions run the lead time before).
 */
export function TriggerEditor({ trigger, timerAllowed, errors, onChange, onTypeChange }: TriggerEditorProps) {
  const { t } = useTranslation();
  const status = (field: string) => (errors.has(field) ? ('error' as const) : undefined);
  const set = (patch: Partial<TriggerDraft>) => onChange({ ...trigger, ...patch });
  return (
    <Space wrap align="start">
      <Select<TriggerType>
        style={{ width: 130 }}
        value={trigger.type}
        aria-label={t('rule.triggerType')}
        onChange={onTypeChange}
        options={TRIGGER_TYPES.map((type) => ({
          value: type,
          label: t(`rule.triggerTypes.${type}`),
          disabled: type === 'timer' && !timerAllowed,
          title: type === 'timer' && !timerAllowed ? t('rule.oneTimer') : undefined,
        }))}
      />
      {trigger.type === 'attribute' && (
        <>
          <DevicePicker value={trigger.device_id} status={status('device_id')} onChange={(device_id) => set({ device_id, param_key: undefined })} style={{ width: 220 }} />
          <ParamSelect key={trigger.device_id ?? ''} deviceId={trigger.device_id} value={trigger.param_key} status={status('param_key')} onChange={(param_key) => set({ param_key })} />
          <Select
            style={{ width: 120 }}
            value={trigger.operator}
            aria-label={t('rule.operator')}
            onChange={(operator) => set({ operator })}
            options={OPERATORS.map((op) => ({ value: op, label: t(`rule.operators.${op}`) }))}
          />
          <InputNumber value={trigger.value ?? null} status={status('value')} placeholder={t('rule.value')} aria-label={t('rule.value')} onChange={(value) => set({ value })} />
          <Space.Compact>
            <Button disabled tabIndex={-1}>{t('rule.duration')}</Button>
            <InputNumber
              min={0}
              max={MAX_DURATION_S}
              precision={0}
              value={trigger.duration_s ?? null}
              status={status('duration_s')}
              aria-label={t('rule.duration')}
              style={{ width: 90 }}
              onChange={(duration_s) => set({ duration_s })}
            />
          </Space.Compact>
        </>
      )}
      {trigger.type === 'event' && (
        <>
          <DevicePicker value={trigger.device_id} allowClear placeholder={t('rule.anyDevice')} onChange={(device_id) => set({ device_id })} style={{ width: 220 }} />
          <Select
            style={{ width: 140 }}
            value={trigger.event}
            status={status('event')}
            aria-label={t('rule.event')}
            onChange={(event) => set({ event })}
            options={EVENTS.map((e) => ({ value: e, label: t(`rule.events.${e}`) }))}
          />
        </>
      )}
      {trigger.type === 'timer' && <CronInput value={trigger.cron} status={status('cron')} onChange={(cron) => set({ cron })} />}
      {trigger.type === 'forecast' && (
        <>
          <DevicePicker value={trigger.device_id} status={status('device_id')} onChange={(device_id) => set({ device_id })} style={{ width: 220 }} />
          <Space.Compact>
            <Button disabled tabIndex={-1}>{t('rule.forecastBelow')}</Button>
            <InputNumber
              min={FORECAST_LIMITS.valueMin}
              max={FORECAST_LIMITS.valueMax}
              step={0.1}
              value={trigger.value ?? null}
              status={status('value')}
              aria-label={t('rule.forecastBelow')}
              suffix="mg/L"
              style={{ width: 120 }}
              onChange={(value) => set({ value })}
            />
          </Space.Compact>
          <Space.Compact>
            <Button disabled tabIndex={-1}>{t('rule.forecastLead')}</Button>
            <InputNumber
              min={FORECAST_LIMITS.leadMin}
              max={FORECAST_LIMITS.leadMax}
              precision={0}
              value={trigger.lead_minutes ?? null}
              status={status('lead_minutes')}
              aria-label={t('rule.forecastLead')}
              style={{ width: 90 }}
              onChange={(lead_minutes) => set({ lead_minutes })}
            />
          </Space.Compact>
          <Typography.Text type="secondary" style={{ display: 'block', maxWidth: 640 }} data-testid="rule-forecast-help">
            {t('rule.forecastHelp')}
          </Typography.Text>
        </>
      )}
    </Space>
  );
}
