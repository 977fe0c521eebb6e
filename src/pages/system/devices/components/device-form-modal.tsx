import { useRef } from 'react';
import { Col, DatePicker, Form, Input, Row, Select, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { createDevice, updateDevice, type CompanyOption, type DeviceRow, type UserOption } from '../../../../api/device-admin';
import { LocationPicker, type LngLat } from '../../../../components/location-picker/location-picker';
import { USER_DATA } from '../../../../lib/user-data';
import { FormModalShell } from '../../../../components/crud/form-modal-shell';
import {
  createBody,
  DEVICE_CODE_PATTERN,
  DEVICE_TYPES,
  deviceFieldError,
  formValuesOf,
  SIM_TYPES,
  updateBody,
  type CheckedField,
  type DeviceFormValues,
} from '../device-rules';

type FormShape = Omit<DeviceFormValues, 'longitude' | 'latitude'> & { location?: LngLat | null; user_id?: number | null };

export interface DeviceFormModalProps {
  /** The device to edit; absent to create one. */
  device?: DeviceRow;
  companies: CompanyOption[];
  users: UserOption[];
  /** The caller's own company, the default for a new device. */
  defaultTenantId?: number | null;
  onClose(): void;
  /** Called after a save; `secret` only after a creation. */
  onSaved(result: { deviceId: string; secret?: string }): void;
}

const toForm = (values: DeviceFormValues): FormShape => {
  const { longitude, latitude, ...rest } = values;
  return { ...rest, location: typeof longitude === 'number' && typeof latitude === 'number' ? { longitude, latitude } : null };
};
const fromForm = ({ location, user_id: _user, ...rest }: FormShape): DeviceFormValues => ({
  ...rest,
  longitude: location?.longitude ?? null,
  latitude: location?.latitude ?? null,
});

/** Create or edit a device: every field of spec section 3, the location picked on a map. */
export function DeviceFormModal({ device, companies, users, defaultTenantId, onClose, onSaved }: DeviceFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormShape>();
  // What the page shows once the dialog closes: the device, and a new one's secret.
  const outcome = useRef<{ deviceId: string; secret?: string }>(undefined);
  const tenantId = Form.useWatch('tenant_id', form);
  // The shared contract's rules decide, as on the server; the form shows their message.
  const rule = (field: CheckedField): FormRule => ({
    validator: async (_, value: unknown) => {
      const key = deviceFieldError(field, value);
      if (key) throw new Error(t(key));
    },
  });
  const editing = !!device;
  const initialValues: FormShape = device
    ? toForm(formValuesOf(device))
    : { device_id: '', device_name: '', device_type: 'AW', tenant_id: defaultTenantId ?? companies[0]?.id ?? null, location: null };

  const save = async (shape: FormShape) => {
    const values = fromForm(shape);
    if (device) {
      const { newData, oldData } = updateBody(device, values);
      await updateDevice({ newData, oldData } as Parameters<typeof updateDevice>[0]);
      outcome.current = { deviceId: device.device_id };
    } else {
      const body = { ...createBody(values), ...(shape.user_id ? { user_id: shape.user_id } : {}) };
      const answer = await createDevice(body as Parameters<typeof createDevice>[0]);
      outcome.current = { deviceId: answer.device.device_id, secret: answer.secret };
    }
  };
  const unchanged = (shape: FormShape) => (device && !updateBody(device, fromForm(shape)).changed ? t('devices.nothingChanged') : undefined);

  const usersOfTenant = users.filter((u) => u.user_type !== 'admin' && (tenantId == null || u.tenant_id === tenantId));

  return (
    <FormModalShell<FormShape>
      title={t(editing ? 'devices.edit' : 'devices.add')}
      form={form}
      testId="device-form"
      width={960}
      initialValues={initialValues}
      save={save}
      skip={unchanged}
      done={t(editing ? 'devices.modified' : 'devices.added')}
      onClose={onClose}
      onSaved={() => onSaved(outcome.current!)}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="device_id"
            label={t('devices.deviceId')}
            rules={[
              { required: true, whitespace: true, message: t('devices.codeRequired') },
              { pattern: DEVICE_CODE_PATTERN, message: t('devices.codeFormat') },
            ]}
          >
            <Input disabled={editing} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="device_name" label={t('devices.name')} rules={[{ required: true, whitespace: true, message: t('devices.nameRequired') }]}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="device_type" label={t('devices.type')} rules={[{ required: true, message: t('devices.typeRequired') }]}>
            <Select options={DEVICE_TYPES.map((type) => ({ value: type, label: `${type} · ${t(`devices.types.${type}`)}` }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="tenant_id" label={t('devices.company')} rules={[{ required: true, message: t('devices.companyRequired') }]}>
            <Select data-user-data="" showSearch={{ optionFilterProp: 'title' }} options={companies.map((c) => ({ value: c.id, title: c.name, label: <span {...USER_DATA}>{c.name}</span> }))} />
          </Form.Item>
        </Col>
        {!editing && (
          <Col xs={24} md={8}>
            <Form.Item name="user_id" label={t('devices.bindUser')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                options={usersOfTenant.map((u) => ({ value: u.id, label: u.real_name ? `${u.real_name} (${u.user_name})` : u.user_name }))}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={8}>
          <Form.Item name="video_channel" label={t('devices.videoChannel')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="sim_number" label={t('devices.simNumber')} rules={[rule('sim_number')]}>
            <Input inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="sim_type" label={t('devices.simType')}>
            <Select allowClear options={SIM_TYPES.map((type) => ({ value: type, label: t(`devices.simTypes.${type}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="iccid" label={t('devices.iccid')} rules={[rule('iccid')]}>
            <Input inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="supplier" label={t('devices.supplier')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="expiry_date"
            label={t('devices.expiryDate')}
            getValueProps={(value: string | null | undefined) => ({ value: value ? dayjs(value) : null })}
            normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null)}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="province" label={t('devices.province')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="city" label={t('devices.city')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="address" label={t('devices.address')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="description" label={t('devices.description')}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="location" label={t('devices.location')} required rules={[rule('location')]}>
            <LocationPicker />
          </Form.Item>
        </Col>
      </Row>
    </FormModalShell>
  );
}
