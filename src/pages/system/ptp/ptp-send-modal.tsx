import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { sendP2p } from '../../../api/p2p';
import { DevicePicker } from '../../../components/device-picker/device-picker';
import { FormModalShell } from '../../../components/crud/form-modal-shell';

interface SendForm {
  from: string;
  to: string;
  content: string;
}

/** Sends one message from a device to another (not itself). */
export function PtpSendModal({ onClose, onSent }: { onClose(): void; onSent(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SendForm>();
  return (
    <FormModalShell<SendForm>
      title={t('ptp.sendTitle')}
      okText={t('ptp.send')}
      form={form}
      testId="ptp-form"
      initialValues={{}}
      save={(values) => sendP2p({ ...values, content: values.content.trim() })}
      done={t('ptp.sent')}
      onClose={onClose}
      onSaved={onSent}
    >
      <Form.Item name="from" label={t('ptp.from')} rules={[{ required: true, message: t('ptp.fromRequired') }]}>
        <DevicePicker />
      </Form.Item>
      <Form.Item
        name="to"
        label={t('ptp.to')}
        dependencies={['from']}
        rules={[
          { required: true, message: t('ptp.toRequired') },
          ({ getFieldValue }) => ({
            validator: async (_, to?: string) => {
              if (to && to === getFieldValue('from')) throw new Error(t('ptp.sameDevice'));
            },
          }),
        ]}
      >
        <DevicePicker />
      </Form.Item>
      <Form.Item name="content" label={t('ptp.content')} rules={[{ required: true, whitespace: true, message: t('ptp.contentRequired') }]}>
        <Input.TextArea maxLength={2000} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
    </FormModalShell>
  );
}
