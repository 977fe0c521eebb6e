import { Alert, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModalShell } from '../crud/form-modal-shell';
import { subscribe } from '../../api/report-subscriptions';
import { DELIVERY_TIMES, SUBSCRIPTION_PERIODS, type DeliveryTime, type SubscriptionPeriod } from '../../../shared/contract/api/report-subscriptions';
import { EMAIL_MAX, EMAIL_RE } from '../../../shared/contract/field-rules';
import type { SubscribedReport } from './subscribed-report';
import './report-subscribe-i18n';

interface Values {
  period: SubscriptionPeriod;
  deliver_at: DeliveryTime;
  email?: string;
}

interface Props {
  report: SubscribedReport;
  /** The period the page shows, chosen first. */
  period: SubscriptionPeriod;
  onClose(): void;
}

/** Subscribes to the page's report: period, delivery time, the address (the account's when empty), and what arrives. */
export function SubscribeDialog({ report, period, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = (values: Values) =>
    subscribe({
      kind: report.kind,
      ...(report.kind === 'site' ? { site_id: report.site_id! } : { device_id: report.device_id! }),
      period: values.period,
      deliver_at: values.deliver_at,
      ...(values.email?.trim() ? { email: values.email.trim() } : {}),
    });
  return (
    <FormModalShell<Values>
      title={t('reportSubscribe.title', { name: report.name })}
      form={form}
      testId="subscribe-form"
      initialValues={{ period, deliver_at: 'midnight' }}
      save={save}
      done={t('reportSubscribe.done')}
      okText={t('reportSubscribe.subscribe')}
      onClose={onClose}
      onSaved={onClose}
    >
      <Form.Item name="period" label={t('reportSubscribe.period')} rules={[{ required: true, message: t('reportSubscribe.periodRequired') }]}>
        <Radio.Group options={SUBSCRIPTION_PERIODS.map((p) => ({ value: p, label: t(`reportSubscribe.periods.${p}`) }))} />
      </Form.Item>
      <Form.Item name="deliver_at" label={t('reportSubscribe.time')} rules={[{ required: true, message: t('reportSubscribe.timeRequired') }]}>
        <Radio.Group options={DELIVERY_TIMES.map((d) => ({ value: d, label: t(`reportSubscribe.times.${d}`) }))} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('reportSubscribe.email')}
        extra={t('reportSubscribe.emailHint')}
        rules={[{ validator: async (_, value?: string) => { if (value?.trim() && !EMAIL_RE.test(value.trim())) throw new Error(t('reportSubscribe.emailInvalid')); } }]}
      >
        <Input type="email" maxLength={EMAIL_MAX} autoComplete="email" />
      </Form.Item>
      <Alert type="info" showIcon title={t('reportSubscribe.format')} />
    </FormModalShell>
  );
}
