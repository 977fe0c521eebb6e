import { useState } from 'react';
import { App, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { completeMaintenance, type PmItem } from '../../../api/optimisation';
import { OPTIMISATION_LIMITS } from '../../../../shared/contract/api/optimisation';
import { USER_DATA } from '../../../lib/user-data';

interface Values {
  content: string;
  time: Dayjs;
  measures?: string;
  note?: string;
  handler: string;
}

/** Records completed maintenance (content, time, measures, note, handler) for one device. */
export function CompleteModal({ item, onClose, onDone }: { item: PmItem; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await completeMaintenance({
        deviceId: item.deviceId,
        content: values.content.trim(),
        done_at: values.time.valueOf(),
        measures: values.measures?.trim() || null,
        note: values.note?.trim() || null,
        handler: values.handler.trim(),
      });
      void message.success(t('opPm.completed'));
      onDone();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={<>{t('opPm.complete')} · <span {...USER_DATA}>{item.deviceName}</span></>} okText={t('common.ok')} cancelText={t('common.cancel')} confirmLoading={saving} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ time: dayjs() }} data-testid="pm-complete-form">
        <Form.Item name="content" label={t('opPm.content')} rules={[{ required: true, whitespace: true, message: t('opPm.contentRequired') }]}>
          <Input maxLength={OPTIMISATION_LIMITS.content} autoFocus />
        </Form.Item>
        <Form.Item name="time" label={t('opPm.time')} rules={[{ required: true, message: t('opPm.timeRequired') }]}>
          <DatePicker showTime disabledDate={(d) => d.isAfter(dayjs().endOf('day'))} />
        </Form.Item>
        <Form.Item name="measures" label={t('opPm.measures')}>
          <Input.TextArea maxLength={OPTIMISATION_LIMITS.measures} rows={2} />
        </Form.Item>
        <Form.Item name="note" label={t('opPm.note')}>
          <Input.TextArea maxLength={OPTIMISATION_LIMITS.note} rows={2} />
        </Form.Item>
        <Form.Item name="handler" label={t('opPm.handler')} rules={[{ required: true, whitespace: true, message: t('opPm.handlerRequired') }]}>
          <Input maxLength={OPTIMISATION_LIMITS.handler} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
