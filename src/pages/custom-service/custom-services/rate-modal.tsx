import { Form, Input, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { stepTicket, SERVICE_LIMITS, type Ticket } from '../../../api/service';
import { FormModalShell } from '../../../components/crud/form-modal-shell';

type Rating = { rating: number; rating_note?: string };

/** The customer closes a resolved ticket with a rating (1-5) and an optional comment. */
export function RateModal({ ticket, onClose, onDone }: { ticket: Ticket; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Rating>();
  const submit = (values: Rating) => stepTicket(ticket, { status: 'closed', rating: values.rating, rating_note: values.rating_note?.trim() || null });
  return (
    <FormModalShell<Rating>
      title={t('customService.rateTitle', { no: ticket.aftersale_no })}
      form={form}
      testId="ticket-rate-form"
      initialValues={{}}
      save={submit}
      done={t('customService.closedOk')}
      okText={t('common.submit')}
      onClose={onClose}
      onSaved={onDone}
    >
      <Form.Item name="rating" label={t('customService.rating')} rules={[{ required: true, message: t('customService.ratingRequired') }]}>
        <Rate data-testid="ticket-rating" />
      </Form.Item>
      <Form.Item name="rating_note" label={t('customService.ratingNote')}>
        <Input.TextArea maxLength={SERVICE_LIMITS.rating_note} showCount />
      </Form.Item>
    </FormModalShell>
  );
}
