import { useState } from 'react';
import { App, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { addRecord, stepTicket, SERVICE_LIMITS, type Ticket } from '../../../api/service';

interface Props {
  ticket: Ticket;
  onClose: () => void;
  onDone: () => void;
}

/** Runs a save and reports it: success closes the modal, failure keeps it open with the message. */
function useSave(onDone: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const save = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      void message.success(t('afterSales.done'));
      onDone();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}

/** Accepting a submitted ticket names its handler. */
export function AcceptModal({ ticket, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ handler: string }>();
  const { busy, save } = useSave(onDone);
  return (
    <Modal open title={t('afterSales.acceptTitle', { no: ticket.aftersale_no })} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} okText={t('afterSales.accept')} cancelText={t('common.cancel')}>
      <Form form={form} layout="vertical" onFinish={({ handler }) => save(() => stepTicket(ticket, { status: 'accepted', handler: handler.trim() }))}>
        <Form.Item name="handler" label={t('afterSales.handler')} rules={[{ required: true, whitespace: true, message: t('afterSales.handlerRequired') }]}>
          <Input maxLength={SERVICE_LIMITS.handler} autoFocus data-testid="accept-handler" />
        </Form.Item>
      </Form>
    </Modal>
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
  const { busy, save } = useSave(onDone);
  const submit = (v: RecordValues) =>
    save(() =>
      addRecord({ aftersale_no: ticket.aftersale_no, content: v.content.trim(), time: v.time.valueOf(), measures: v.measures?.trim() || null, note: v.note?.trim() || null, handler: v.handler.trim() }),
    );
  return (
    <Modal open title={t('afterSales.recordTitle', { no: ticket.aftersale_no })} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} okText={t('common.save')} cancelText={t('common.cancel')}>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ time: dayjs(), handler: ticket.handler ?? '' }}>
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
      </Form>
    </Modal>
  );
}
