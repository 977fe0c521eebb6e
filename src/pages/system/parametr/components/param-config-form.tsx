import { Col, Form, Input, Row, Select, Switch, type FormInstance, type FormRule } from 'antd';
import { NumberInput } from '../../../../components/number-input/number-input';
import { useTranslation } from 'react-i18next';
import { crossFieldErrors, LIMITS, ORDERED_PAIRS, WARNING_TYPES, type ParamConfigValues } from '../param-config-rules';

type Field = keyof ParamConfigValues;

/** A parameter configuration's own form (the rule page, which saves beside its explanation). */
export function ParamConfigForm({ form, initialValues, onFinish }: { form: FormInstance<ParamConfigValues>; initialValues: ParamConfigValues; onFinish(values: ParamConfigValues): void }) {
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish} data-testid="param-config-form">
      <ParamConfigFields />
    </Form>
  );
}

/**
 * Every field of a parameter configuration (spec section 3) with the server's checks: required
 * name, integer ranges, and upper values not below lower ones (max/min, reasonable and best range).
 * Inside a form: the rule page's own, or the kit's dialog.
 */
export function ParamConfigFields() {
  const { t } = useTranslation();

  const range = (min: number, max: number): FormRule[] => [
    { required: true, message: t('parametr.numberRange', { min, max }) },
    { type: 'integer', min, max, message: t('parametr.numberRange', { min, max }) },
  ];
  const ordered = (field: Field): FormRule[] => {
    const pair = ORDERED_PAIRS.find((p) => p.high === field);
    if (!pair) return [];
    return [
      ({ getFieldsValue }) => ({
        validator: async () => {
          const error = crossFieldErrors(getFieldsValue()).find((e) => e.field === field);
          if (error) throw new Error(t(error.message));
        },
      }),
    ];
  };
  const dependencies = (field: Field) => ORDERED_PAIRS.filter((p) => p.high === field).map((p) => p.low);
  const number = (field: Field, rules: FormRule[] = []) => (
    <Col xs={24} sm={12} md={8} key={field}>
      <Form.Item name={field} label={t(`parametr.${field}`)} rules={[...rules, ...ordered(field)]} dependencies={dependencies(field)}>
        <NumberInput style={{ width: '100%' }} aria-label={t(`parametr.${field}`)} />
      </Form.Item>
    </Col>
  );

  return (
    <Row gutter={16}>
      <Col xs={24} sm={12} md={8}>
        <Form.Item name="name" label={t('parametr.name')} rules={[{ required: true, whitespace: true, message: t('parametr.nameRequired') }]}>
          <Input maxLength={LIMITS.nameMax} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={8}>
        <Form.Item name="isHigh" label={t('parametr.isHigh')} rules={[{ required: true }]}>
          <Select options={WARNING_TYPES.map((v) => ({ value: v, label: t(`parametr.isHighTypes.${v}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={8}>
        <Form.Item name="isOpen" label={t('parametr.isOpen')} getValueProps={(v: number) => ({ checked: v === 1 })} normalize={(checked: boolean) => (checked ? 1 : 0)}>
          <Switch />
        </Form.Item>
      </Col>
      {number('min')}
      {number('max')}
      {number('correcting', [{ required: true, type: 'number', message: t('parametr.numberRange', { min: '-∞', max: '∞' }) }])}
      {number('period', range(LIMITS.period.min, LIMITS.period.max))}
      {number('waitTime', range(LIMITS.waitTime.min, LIMITS.waitTime.max))}
      {number('maxTime', range(LIMITS.maxTime.min, LIMITS.maxTime.max))}
      {number('startValue')}
      {number('endValue')}
      {number('prompt_id', [{ type: 'integer', message: t('parametr.numberRange', { min: '-∞', max: '∞' }) }])}
      {number('valuePerfectL')}
      {number('valuePerfectH')}
    </Row>
  );
}
