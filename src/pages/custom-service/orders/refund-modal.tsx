import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { refundOrder, PAY_LIMITS, type Order } from '../../../api/payments';
import { FormModalShell } from '../../../components/crud/form-modal-shell';

/** Staff record a refund made outside the console, with a note; the modal itself is the confirmation. */
export function RefundModal({ order, onClose, onDone }: { order: Order; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note: string }>();
  return (
    <FormModalShell<{ note: string }>
      title={t('orders.refundTitle', { no: order.order_no })}
      form={form}
      testId="refund-form"
      initialValues={{}}
      save={({ note }) => refundOrder(order.id, note.trim())}
      done={t('orders.refunded_ok')}
      okText={t('orders.refund')}
      danger
      onClose={onClose}
      onSaved={onDone}
    >
      <Typography.Paragraph type="warning">{t('orders.refundConfirm')}</Typography.Paragraph>
      <Form.Item name="note" label={t('orders.refundNote')} rules={[{ required: true, whitespace: true, message: t('orders.refundNoteRequired') }]}>
        <Input.TextArea maxLength={PAY_LIMITS.note} showCount autoFocus />
      </Form.Item>
    </FormModalShell>
  );
}
