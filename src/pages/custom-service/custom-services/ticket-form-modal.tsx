import { useMemo, useState } from 'react';
import { App, Form, Input, Select, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { addTicket, SERVICE_LIMITS, type TicketAddBody } from '../../../api/service';
import { addTicketPhoto, TICKET_PHOTO_MAX_BYTES, TICKET_PHOTOS_MAX } from '../../../api/service-chat';
import { cachedDeviceList } from '../../../stores/session-actions';
import { FormModalShell } from '../../../components/crud/form-modal-shell';
import { maxCharsRule } from '../../../lib/form-rules';

const MB = 1024 * 1024;
const PHOTO_TYPES = 'image/png,image/jpeg,image/webp';

/** A customer opens an after-sales ticket on one of its devices, with photos of the symptom (sent once the ticket exists). */
export function TicketFormModal({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TicketAddBody>();
  const [photos, setPhotos] = useState<UploadFile[]>([]);
  const devices = useMemo(() => cachedDeviceList(), []);
  const submit = async (values: TicketAddBody) => {
    const ticket = await addTicket({ device_id: values.device_id, symptom: values.symptom.trim(), contact_phone: values.contact_phone?.trim() || null });
    for (const photo of photos) {
      if (photo.originFileObj) await addTicketPhoto(ticket.aftersale_no, photo.originFileObj, photo.name);
    }
  };
  return (
    <FormModalShell<TicketAddBody>
      title={t('customService.newTicket')}
      form={form}
      testId="ticket-form"
      initialValues={{}}
      save={submit}
      done={t('customService.submittedOk')}
      okText={t('common.submit')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="device_id" label={t('customService.device')} rules={[{ required: true, message: t('customService.deviceRequired') }]}>
        <Select showSearch optionFilterProp="label" data-testid="ticket-device" options={devices.map((d) => ({ value: d.device_id, label: `${d.device_name} (${d.device_id})` }))} />
      </Form.Item>
      <Form.Item name="symptom" label={t('customService.symptom')} rules={[{ required: true, whitespace: true, message: t('customService.symptomRequired') }]}>
        <Input.TextArea rows={4} maxLength={SERVICE_LIMITS.symptom} showCount data-testid="ticket-symptom" />
      </Form.Item>
      <Form.Item name="contact_phone" label={t('customService.phone')} rules={[maxCharsRule(t, SERVICE_LIMITS.phone)]}>
        <Input />
      </Form.Item>
      <Form.Item label={t('customService.photos')} extra={t('customService.photosHint', { max: TICKET_PHOTOS_MAX, mb: TICKET_PHOTO_MAX_BYTES / MB })}>
        <Upload
          listType="picture-card"
          accept={PHOTO_TYPES}
          multiple
          fileList={photos}
          maxCount={TICKET_PHOTOS_MAX}
          beforeUpload={(file) => {
            if (file.size > TICKET_PHOTO_MAX_BYTES) {
              void message.error(t('customService.photoTooLarge', { mb: TICKET_PHOTO_MAX_BYTES / MB }));
              return Upload.LIST_IGNORE;
            }
            return false;
          }}
          onChange={({ fileList }) => setPhotos(fileList.slice(0, TICKET_PHOTOS_MAX))}
          data-testid="ticket-photos-input"
        >
          {photos.length < TICKET_PHOTOS_MAX && (
            <button type="button" style={{ border: 0, background: 'none' }} aria-label={t('customService.addPhoto')}>
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>{t('customService.addPhoto')}</div>
            </button>
          )}
        </Upload>
      </Form.Item>
    </FormModalShell>
  );
}
