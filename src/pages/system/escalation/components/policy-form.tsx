import { Button, Card, Checkbox, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../../components/number-input/number-input';
import { FormModalShell } from '../../../../components/crud/form-modal-shell';
import { createPolicy, updatePolicy, type EscalationPolicy, type EscalationPolicyBody } from '../../../../api/escalation';
import { ESCALATION_CHANNELS } from '../../../../../shared/contract/api/escalation';

/** A step as the form holds it: the wait in minutes, which people read better than seconds. */
interface StepValues {
  channel: EscalationPolicyBody['steps'][number]['channel'];
  contact_ids: number[];
  user_ids: number[];
  duty: boolean;
  wait_min: number;
}

/** What the ladder is for: the company's default, one site, or one alarm rule (climbed first by its incidents). */
export type Binding = 'default' | 'site' | 'rule';
export const BINDINGS: readonly Binding[] = ['default', 'site', 'rule'];

export interface PolicyValues {
  name: string;
  binding: Binding;
  site_id?: number | null;
  rule_id?: number | null;
  quiet_start_hour: number | null;
  quiet_end_hour: number | null;
  steps: StepValues[];
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const NEW_STEP: StepValues = { channel: 'sms', contact_ids: [], user_ids: [], duty: true, wait_min: 10 };

function valuesOf(policy: EscalationPolicy | null): PolicyValues {
  if (!policy) return { name: '', binding: 'default', quiet_start_hour: null, quiet_end_hour: null, steps: [NEW_STEP] };
  return {
    name: policy.name,
    binding: policy.rule_id !== null ? 'rule' : policy.site_id !== null ? 'site' : 'default',
    site_id: policy.site_id,
    rule_id: policy.rule_id,
    quiet_start_hour: policy.quiet_start === null ? null : Math.floor(policy.quiet_start / 60),
    quiet_end_hour: policy.quiet_end === null ? null : Math.floor(policy.quiet_end / 60),
    steps: policy.steps.map(({ wait_s, ...step }) => ({ ...step, wait_min: Math.round(wait_s / 60) })),
  };
}

function bodyOf(values: PolicyValues): EscalationPolicyBody {
  return {
    name: values.name.trim(),
    site_id: values.binding === 'site' ? values.site_id ?? null : null,
    rule_id: values.binding === 'rule' ? values.rule_id ?? null : null,
    quiet_start: values.quiet_start_hour === null || values.quiet_start_hour === undefined ? null : values.quiet_start_hour * 60,
    quiet_end: values.quiet_end_hour === null || values.quiet_end_hour === undefined ? null : values.quiet_end_hour * 60,
    steps: values.steps.map(({ wait_min, ...step }) => ({ ...step, contact_ids: step.contact_ids ?? [], user_ids: step.user_ids ?? [], duty: Boolean(step.duty), wait_s: wait_min * 60 })),
  };
}

interface Props {
  policy: EscalationPolicy | null;
  /** The company's sites and alarm rules a ladder may be bound to. */
  sites: { value: number; label: string }[];
  rules: { value: number; label: string }[];
  contacts: { value: number; label: string }[];
  users: { value: number; label: string }[];
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits a ladder: its name, what it is for (default, a site, a rule), quiet hours and steps (each a channel, people and a wait). */
export function PolicyForm({ policy, sites, rules, contacts, users, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PolicyValues>();
  const hourOptions = HOURS.map((h) => ({ value: h, label: `${String(h).padStart(2, '0')}:00` }));
  const save = (values: PolicyValues) => {
    const body = bodyOf(values);
    return policy ? updatePolicy(policy.id, body) : createPolicy(body);
  };
  const quietRule = {
    validator: async () => {
      const start = form.getFieldValue('quiet_start_hour') as number | null | undefined;
      const end = form.getFieldValue('quiet_end_hour') as number | null | undefined;
      const none = (v: number | null | undefined) => v === null || v === undefined;
      if (none(start) !== none(end) || (!none(start) && start === end)) throw new Error(t('escalation.quietPair'));
    },
  };
  return (
    <FormModalShell<PolicyValues>
      title={policy ? t('escalation.edit') : t('escalation.add')}
      form={form}
      testId="escalation-policy-form"
      initialValues={valuesOf(policy)}
      save={save}
      done={t('escalation.saved')}
      onClose={onClose}
      onSaved={onSaved}
      width={720}
    >
      <Form.Item name="name" label={t('escalation.name')} rules={[{ required: true, whitespace: true, message: t('escalation.nameRequired') }, { max: 50 }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item name="binding" label={t('escalation.scope')}>
          <Select style={{ width: 160 }} options={BINDINGS.map((b) => ({ value: b, label: t(`escalation.bindings.${b}`) }))} data-testid="escalation-binding" />
        </Form.Item>
        <Form.Item noStyle dependencies={['binding']}>
          {({ getFieldValue }) => {
            const binding = getFieldValue('binding') as Binding;
            if (binding === 'default') return null;
            const [name, options, message] = binding === 'site' ? ['site_id', sites, t('escalation.siteRequired')] as const : ['rule_id', rules, t('escalation.ruleRequired')] as const;
            return (
              <Form.Item name={name} label={t(`escalation.bindings.${binding}`)} rules={[{ required: true, message }]}>
                <Select style={{ width: 260 }} options={options} showSearch optionFilterProp="label" notFoundContent={t('escalation.noChoices')} />
              </Form.Item>
            );
          }}
        </Form.Item>
      </Space>
      <Space wrap>
        <Form.Item name="quiet_start_hour" label={`${t('escalation.quiet')} · ${t('escalation.quietStart')}`} dependencies={['quiet_end_hour']} rules={[quietRule]}>
          <Select options={hourOptions} allowClear placeholder={t('escalation.quietNone')} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="quiet_end_hour" label={t('escalation.quietEnd')} dependencies={['quiet_start_hour']} rules={[quietRule]}>
          <Select options={hourOptions} allowClear placeholder={t('escalation.quietNone')} style={{ width: 120 }} />
        </Form.Item>
      </Space>
      <Form.List name="steps" rules={[{ validator: async (_, steps: unknown[]) => { if (!steps?.length) throw new Error(t('escalation.stepsRequired')); } }]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <Card key={field.key} size="small" title={t('escalation.step', { n: index + 1 })} style={{ marginBottom: 8 }} extra={fields.length > 1 ? <Button type="link" danger onClick={() => remove(field.name)}>{t('escalation.removeStep')}</Button> : null}>
                <Space wrap align="start">
                  <Form.Item name={[field.name, 'channel']} label={t('escalation.channel')}>
                    <Select style={{ width: 130 }} options={ESCALATION_CHANNELS.map((c) => ({ value: c, label: t(`escalation.channels.${c}`) }))} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'wait_min']} label={t('escalation.waitMinutes')} rules={[{ required: true, type: 'integer', min: 1, max: 1440, message: t('escalation.waitRange') }]}>
                    <NumberInput min={1} max={1440} precision={0} style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'duty']} valuePropName="checked" label=" ">
                    <Checkbox>{t('escalation.duty')}</Checkbox>
                  </Form.Item>
                </Space>
                <Form.Item name={[field.name, 'contact_ids']} label={t('escalation.contacts')}>
                  <Select mode="multiple" options={contacts} optionFilterProp="label" allowClear />
                </Form.Item>
                <Form.Item name={[field.name, 'user_ids']} label={t('escalation.users')}>
                  <Select mode="multiple" options={users} optionFilterProp="label" allowClear />
                </Form.Item>
              </Card>
            ))}
            <Form.ErrorList errors={errors} />
            <Button onClick={() => add({ ...NEW_STEP })} disabled={fields.length >= 10}>{t('escalation.addStep')}</Button>
          </>
        )}
      </Form.List>
    </FormModalShell>
  );
}
