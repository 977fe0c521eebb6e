import { useState } from 'react';
import { App, Form, Input, Modal, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { stepTicket, SERVICE_LIMITS, type Ticket } from '../../../api/service';

/** The customer closes a resolved ticket with a rating (1-5) and an optional comment. */
export function RateModal({ ticket, onClose, onDone }: { ticket: Ticket; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ rating: number; rating_note?: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async (values: { rating: number; rating_note?: string }) => {
    setBusy(true);
    try {
      await stepTicket(ticket, { status: 'closed', rating: values.rating, rating_note: values.rating_note?.trim() || null });
      void message.success(t('customService.closedOk'));
      onDone();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('customService.rateTitle', { no: ticket.aftersale_no })} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} okText={t('common.submit')} cancelText={t('common.cancel')}>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="rating" label={t('customService.rating')} rules={[{ required: true, message: t('customService.ratingRequired') }]}>
          <Rate data-testid="ticket-rating" />
        </Form.Item>
        <Form.Item name="rating_note" label={t('customService.ratingNote')}>
          <Input.TextArea maxLength={SERVICE_LIMITS.rating_note} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
