import { useState } from 'react';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { refundOrder, PAY_LIMITS, type Order } from '../../../api/payments';

/** Staff record a refund made outside the console, with a note; the modal itself is the confirmation. */
export function RefundModal({ order, onClose, onDone }: { order: Order; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ note }: { note: string }) => {
    setBusy(true);
    try {
      await refundOrder(order.id, note.trim());
      void message.success(t('orders.refunded_ok'));
      onDone();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('orders.refundTitle', { no: order.order_no })} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} okButtonProps={{ danger: true }} okText={t('orders.refund')} cancelText={t('common.cancel')}>
      <Typography.Paragraph type="warning">{t('orders.refundConfirm')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="note" label={t('orders.refundNote')} rules={[{ required: true, whitespace: true, message: t('orders.refundNoteRequired') }]}>
          <Input.TextArea maxLength={PAY_LIMITS.note} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
