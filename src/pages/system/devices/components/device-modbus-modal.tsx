import { useEffect } from 'react';
import { Alert, Button, Form, Input, Radio, Select, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { modbusSettings, saveModbusSettings, type ModbusSettings } from '../../../../api/modbus';
import { deviceParams } from '../../../../api/device-params';
import { useRequest } from '../../../../hooks/use-request';
import { FormModalShell } from '../../../../components/crud/form-modal-shell';
import { NumberInput } from '../../../../components/number-input/number-input';
import {
  MODBUS_BYTE_ORDERS, MODBUS_DATA_TYPES, MODBUS_HOST_MAX, MODBUS_REGISTERS_MAX, MODBUS_REGISTRATION_MAX, MODBUS_REGISTRATION_PATTERN,
} from '../../../../../shared/contract/api/modbus';

type Register = ModbusSettings['registers'][number];
const NEW_REGISTER: Partial<Register> = { function: 3, type: 'uint16', scale: 1, order: 'ABCD' };
const EMPTY: Partial<ModbusSettings> = { transport: 'tcp', framing: 'tcp', unit_id: 1, port: 502, registers: [NEW_REGISTER as Register] };

/**
 * A device's Modbus settings: reached at an address or through a DTU that registers, and the
 * register map, one row per parameter of the device. The server checks what the fields cannot
 * (each parameter once, the address space, a registration packet no other device sends) and its
 * refusal shows with the dialog kept open.
 */
export function DeviceModbusModal({ deviceId, onClose }: { deviceId: string; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ModbusSettings>();
  const current = useRequest((signal) => modbusSettings(deviceId, { signal }));
  const params = useRequest((signal) => deviceParams(deviceId, { signal }));
  const transport = Form.useWatch('transport', form) ?? 'tcp';
  const ready = current.status === 'ready' && params.status === 'ready';

  useEffect(() => {
    // The dialog's form exists before the answer arrives: its values are set once it has.
    if (current.status === 'ready') form.setFieldsValue(current.data ?? EMPTY);
  }, [current.status, current.data, form]);

  const required = (key: string) => [{ required: true, message: t(`devices.modbus.${key}Required`) }];
  const save = (values: ModbusSettings) =>
    saveModbusSettings(deviceId, {
      ...values,
      host: values.transport === 'tcp' ? values.host?.trim() || null : null,
      port: values.transport === 'tcp' ? values.port ?? null : null,
      registration: values.transport === 'dtu' ? values.registration?.trim() || null : null,
    });

  return (
    <FormModalShell<ModbusSettings>
      title={t('devices.modbus.title', { id: deviceId })}
      form={form}
      testId="device-modbus-form"
      initialValues={EMPTY}
      save={save}
      done={t('devices.modbus.saved')}
      onClose={onClose}
      onSaved={onClose}
      width={980}
      loading={!ready && current.status !== 'error'}
    >
      {current.status === 'error' && <Alert type="error" title={current.error?.message} />}
      {current.data?.connected !== undefined && (
        <Typography.Paragraph>
          <Tag color={current.data.connected ? 'green' : 'default'}>{t(current.data.connected ? 'devices.modbus.connected' : 'devices.modbus.notConnected')}</Tag>
        </Typography.Paragraph>
      )}
      <Form.Item name="transport" label={t('devices.modbus.transport')}>
        <Radio.Group
          options={[
            { value: 'tcp', label: t('devices.modbus.tcp') },
            { value: 'dtu', label: t('devices.modbus.dtu') },
          ]}
        />
      </Form.Item>
      <Form.Item name="framing" label={t('devices.modbus.framing')} tooltip={t('devices.modbus.framingHint')}>
        <Radio.Group
          options={[
            { value: 'tcp', label: t('devices.modbus.framings.tcp') },
            { value: 'rtu', label: t('devices.modbus.framings.rtu') },
          ]}
        />
      </Form.Item>
      <Space wrap align="start">
        {transport === 'tcp' ? (
          <>
            <Form.Item name="host" label={t('devices.modbus.host')} rules={[...required('host'), { max: MODBUS_HOST_MAX }]}>
              <Input style={{ width: 240 }} placeholder="192.168.1.20" />
            </Form.Item>
            <Form.Item name="port" label={t('devices.modbus.port')} rules={required('port')}>
              <NumberInput min={1} max={65535} precision={0} style={{ width: 120 }} />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            name="registration"
            label={t('devices.modbus.registration')}
            tooltip={t('devices.modbus.registrationHint')}
            rules={[...required('registration'), { max: MODBUS_REGISTRATION_MAX }, { pattern: new RegExp(MODBUS_REGISTRATION_PATTERN), message: t('devices.modbus.registrationFormat') }]}
          >
            <Input style={{ width: 280 }} />
          </Form.Item>
        )}
        <Form.Item name="unit_id" label={t('devices.modbus.unitId')} rules={required('unitId')}>
          <NumberInput min={0} max={255} precision={0} style={{ width: 100 }} />
        </Form.Item>
      </Space>
      <Typography.Text strong>{t('devices.modbus.registers')}</Typography.Text>
      <Form.List name="registers">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} wrap align="start" data-testid={`modbus-register-${index}`}>
                <Form.Item name={[field.name, 'param_key']} rules={required('param')}>
                  <Select
                    style={{ width: 180 }}
                    placeholder={t('devices.modbus.param')}
                    aria-label={t('devices.modbus.param')}
                    options={(params.data ?? []).map((p) => ({ value: p.param_key, label: `${p.name} (${p.param_key})` }))}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'address']} rules={required('address')}>
                  <NumberInput min={0} max={65535} precision={0} placeholder={t('devices.modbus.address')} aria-label={t('devices.modbus.address')} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'function']}>
                  <Select
                    style={{ width: 150 }}
                    aria-label={t('devices.modbus.function')}
                    options={([3, 4, 1, 2] as const).map((fn) => ({ value: fn, label: t(`devices.modbus.functions.${fn}`) }))}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'type']}>
                  <Select style={{ width: 100 }} aria-label={t('devices.modbus.type')} options={MODBUS_DATA_TYPES.map((type) => ({ value: type, label: type }))} />
                </Form.Item>
                <Form.Item name={[field.name, 'scale']} rules={required('scale')}>
                  <NumberInput placeholder={t('devices.modbus.scale')} aria-label={t('devices.modbus.scale')} style={{ width: 90 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'order']}>
                  <Select style={{ width: 90 }} aria-label={t('devices.modbus.order')} options={MODBUS_BYTE_ORDERS.map((order) => ({ value: order, label: order }))} />
                </Form.Item>
                <Button type="text" icon={<DeleteOutlined />} aria-label={t('devices.modbus.removeRegister')} disabled={fields.length === 1} onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= MODBUS_REGISTERS_MAX} onClick={() => add(NEW_REGISTER)}>
              {t('devices.modbus.addRegister')}
            </Button>
          </>
        )}
      </Form.List>
    </FormModalShell>
  );
}
