import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { addRecord, stepTicket, SERVICE_LIMITS, type Ticket } from '../../../api/service';
import { FormModalShell } from '../../../components/crud/form-modal-shell';

interface Props {
  ticket: Ticket;
  onClose: () => void;
  onDone: () => void;
}

/** Accepting a submitted ticket names its handler. */
export function AcceptModal({ ticket, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ handler: string }>();
  return (
    <FormModalShell<{ handler: string }>
      title={t('afterSales.acceptTitle', { no: ticket.aftersale_no })}
      form={form}
      testId="accept-form"
      initialValues={{}}
      save={({ handler }) => stepTicket(ticket, { status: 'accepted', handler: handler.trim() })}
      done={t('afterSales.done')}
      okText={t('afterSales.accept')}
      onClose={onClose}
      onSaved={onDone}
    >
      <Form.Item name="handler" label={t('afterSales.handler')} rules={[{ required: true, whitespace: true, message: t('afterSales.handlerRequired') }]}>
        <Input maxLength={SERVICE_LIMITS.handler} autoFocus data-testid="accept-handler" />
      </Form.Item>
    </FormModalShell>
  );
}

interface RecordValues {
  content: string;
  time: Dayjs;
  measures?: string;
  note?: string;
  handler: string;
}

/** A maintenance service record: content, time, measures, note, handler (the ticket's by default). */
export function RecordModal({ ticket, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RecordValues>();
  const submit = (v: RecordValues) =>
    addRecord({ aftersale_no: ticket.aftersale_no, content: v.content.trim(), time: v.time.valueOf(), measures: v.measures?.trim() || null, note: v.note?.trim() || null, handler: v.handler.trim() });
  return (
    <FormModalShell<RecordValues>
      title={t('afterSales.recordTitle', { no: ticket.aftersale_no })}
      form={form}
      testId="record-form"
      initialValues={{ time: dayjs(), handler: ticket.handler ?? '' }}
      save={submit}
      done={t('afterSales.done')}
      onClose={onClose}
      onSaved={onDone}
    >
      <Form.Item name="content" label={t('afterSales.content')} rules={[{ required: true, whitespace: true, message: t('afterSales.contentRequired') }]}>
        <Input.TextArea rows={3} maxLength={SERVICE_LIMITS.content} showCount data-testid="record-content" />
      </Form.Item>
      <Form.Item name="time" label={t('afterSales.time')} rules={[{ required: true, message: t('afterSales.timeRequired') }]}>
        <DatePicker showTime />
      </Form.Item>
      <Form.Item name="measures" label={t('afterSales.measures')}>
        <Input.TextArea rows={2} maxLength={SERVICE_LIMITS.measures} data-testid="record-measures" />
      </Form.Item>
      <Form.Item name="note" label={t('afterSales.note')}>
        <Input maxLength={SERVICE_LIMITS.note} />
      </Form.Item>
      <Form.Item name="handler" label={t('afterSales.handler')} rules={[{ required: true, whitespace: true, message: t('afterSales.handlerRequired') }]}>
        <Input maxLength={SERVICE_LIMITS.handler} />
      </Form.Item>
    </FormModalShell>
  );
}
