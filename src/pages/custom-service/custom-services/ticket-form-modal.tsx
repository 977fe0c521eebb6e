import { useMemo, useState } from 'react';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { addTicket, SERVICE_LIMITS, type TicketAddBody } from '../../../api/service';
import { cachedDeviceList } from '../../../stores/session-actions';

/** A customer opens an after-sales ticket on one of its devices. */
export function TicketFormModal({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TicketAddBody>();
  const [busy, setBusy] = useState(false);
  const devices = useMemo(() => cachedDeviceList(), []);
  const submit = async (values: TicketAddBody) => {
    setBusy(true);
    try {
      await addTicket({ ...values, symptom: values.symptom.trim(), contact_phone: values.contact_phone?.trim() || null });
      void message.success(t('customService.submittedOk'));
      onSaved();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('customService.newTicket')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} okText={t('common.submit')} cancelText={t('common.cancel')}>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="device_id" label={t('customService.device')} rules={[{ required: true, message: t('customService.deviceRequired') }]}>
          <Select showSearch optionFilterProp="label" data-testid="ticket-device" options={devices.map((d) => ({ value: d.device_id, label: `${d.device_name} (${d.device_id})` }))} />
        </Form.Item>
        <Form.Item name="symptom" label={t('customService.symptom')} rules={[{ required: true, whitespace: true, message: t('customService.symptomRequired') }]}>
          <Input.TextArea rows={4} maxLength={SERVICE_LIMITS.symptom} showCount data-testid="ticket-symptom" />
        </Form.Item>
        <Form.Item name="contact_phone" label={t('customService.phone')}>
          <Input maxLength={SERVICE_LIMITS.phone} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
