import { Button, Card, Form, Select, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../../components/number-input/number-input';
import { useCrudAction } from '../../../../components/crud/use-crud-action';
import { saveRoster, type DutyShift } from '../../../../api/escalation';

interface Props {
  shifts: DutyShift[];
  users: { value: number; label: string }[];
  onSaved(): void;
}

const NEW_SHIFT = { weekday: 1, start_hour: 8, end_hour: 18 };

/** The company's duty roster: shifts by weekday and hour, saved together. */
export function RosterCard({ shifts, users, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ shifts: DutyShift[] }>();
  const act = useCrudAction(onSaved);
  useEffect(() => form.setFieldsValue({ shifts }), [form, shifts]);
  const weekdays = Array.from({ length: 7 }, (_, d) => ({ value: d, label: t(`escalation.weekdays.d${d}`) }));
  const endAfterStart = (name: number) => ({
    validator: async (_: unknown, end: number) => {
      const start = form.getFieldValue(['shifts', name, 'start_hour']) as number;
      if (end <= start) throw new Error(t('escalation.shiftHours'));
    },
  });
  return (
    <Card title={t('escalation.roster')} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('escalation.rosterHint')}</Typography.Paragraph>
      <Form form={form} layout="inline" data-testid="escalation-roster-form" initialValues={{ shifts }} onFinish={(values) => void act(() => saveRoster(values.shifts ?? []), t('escalation.saved'))}>
        <Form.List name="shifts">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((field) => (
                <Space key={field.key} wrap align="start">
                  <Form.Item name={[field.name, 'user_id']} label={t('escalation.user')} rules={[{ required: true, message: t('escalation.userRequired') }]}>
                    <Select options={users} optionFilterProp="label" showSearch style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'weekday']} label={t('escalation.weekday')}>
                    <Select options={weekdays} style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'start_hour']} label={t('escalation.startHour')}>
                    <NumberInput min={0} max={23} precision={0} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'end_hour']} label={t('escalation.endHour')} dependencies={[['shifts', field.name, 'start_hour']]} rules={[endAfterStart(field.name)]}>
                    <NumberInput min={1} max={24} precision={0} />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(field.name)}>{t('escalation.removeShift')}</Button>
                </Space>
              ))}
              <Space>
                <Button onClick={() => add({ ...NEW_SHIFT })} disabled={fields.length >= 200}>{t('escalation.addShift')}</Button>
                <Button type="primary" htmlType="submit">{t('escalation.saveRoster')}</Button>
              </Space>
            </Space>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
