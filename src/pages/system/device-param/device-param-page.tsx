import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { addParamDefinition, deleteParamDefinition, paramDefinitions, updateParamDefinition, type ParamDef } from '../../../api/device-params';
import { useRequest } from '../../../hooks/use-request';
import { useSessionStore } from '../../../stores/session-store';
import { defFormValues, defInput, PARAM_KEY_MAX, PARAM_KEY_PATTERN, PARAM_TYPES, requiredName, type ParamDefValues } from './param-def-rules';
import { userDataCell } from '../../../lib/user-data';
import { paramName } from '../../../lib/param-name';
import './device-param-i18n';

/** /system/device-param (8009): the platform's parameter definitions (key, name, type, unit, icon, shown/hidden). */
export default function DeviceParamPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const required = requiredName(i18n.language);
  const admin = useSessionStore((s) => s.user?.userType === 'admin');
  const list = useRequest((signal) => paramDefinitions({ main: true, signal }));
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<ParamDef | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<ParamDefValues>();

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(t(done));
      list.reload();
      return true;
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
      return false;
    }
  };

  const save = async (values: ParamDefValues) => {
    setSaving(true);
    const input = defInput(values);
    const ok = await run(() => (editing === 'new' ? addParamDefinition(input) : updateParamDefinition(input)), editing === 'new' ? 'deviceParam.added' : 'deviceParam.modified');
    setSaving(false);
    if (ok) setEditing(null);
  };

  const columns: TableColumnsType<ParamDef> = [
    { title: t('deviceParam.param_key'), dataIndex: 'param_key', width: 140, onCell: userDataCell },
    { title: t('deviceParam.param_name'), dataIndex: 'param_name', onCell: userDataCell },
    { title: t('deviceParam.param_name_en'), dataIndex: 'param_name_en', onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    { title: t('deviceParam.param_type'), dataIndex: 'param_type', width: 90, render: (v: string) => <Tag>{t(`deviceParam.types.${v}`, v)}</Tag> },
    { title: t('deviceParam.param_unit'), dataIndex: 'param_unit', width: 80, render: (v: string | null) => v ?? '-' },
    { title: t('deviceParam.icon_key'), dataIndex: 'icon_key', width: 110, onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    {
      title: t('deviceParam.status'),
      dataIndex: 'status',
      width: 100,
      render: (v: number, row) => (
        <Switch
          size="small"
          checked={v === 1}
          disabled={!admin}
          checkedChildren={t('deviceParam.show')}
          unCheckedChildren={t('deviceParam.hide')}
          aria-label={`${t('deviceParam.status')} ${paramName({ name: row.param_name, name_en: row.param_name_en }, i18n.language)}`}
          onChange={(on) => void run(() => updateParamDefinition({ param_key: row.param_key, status: on ? 1 : 0 }), 'deviceParam.statusSwitched')}
        />
      ),
    },
    { title: t('deviceParam.desc'), dataIndex: 'desc', ellipsis: true, onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    { title: t('deviceParam.deviceCount'), dataIndex: 'deviceCount', width: 100 },
    {
      title: t('deviceParam.actions'),
      key: 'actions',
      width: 130,
      render: (_, row) =>
        admin && (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('deviceParam.edit')}
            </Button>
            <Popconfirm
              title={t('deviceParam.deleteConfirm', { key: row.param_key })}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() => run(() => deleteParamDefinition(row.param_key), 'deviceParam.deleted')}
            >
              <Button type="link" size="small" danger>
                {t('deviceParam.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  const needle = keyword.trim().toLowerCase();
  const rows = (list.data ?? []).filter((d) => !needle || [d.param_key, d.param_name, d.param_name_en ?? ''].some((v) => v.toLowerCase().includes(needle)));
  const initial: ParamDefValues =
    editing && editing !== 'new'
      ? defFormValues({ ...editing, param_type: editing.param_type as ParamDefValues['param_type'], status: editing.status === 1 ? 1 : 0 })
      : { param_key: '', param_name: '', param_type: 'float', status: 1 };

  return (
    <Card
      title={t('deviceParam.title')}
      data-testid="device-param-page"
      extra={admin && <Button type="primary" onClick={() => setEditing('new')}>{t('deviceParam.add')}</Button>}
    >
      {!admin && <Alert type="info" showIcon title={t('deviceParam.adminOnly')} style={{ marginBottom: 16 }} />}
      <Input.Search allowClear placeholder={t('deviceParam.search')} aria-label={t('deviceParam.search')} style={{ width: 280, marginBottom: 16 }} onSearch={setKeyword} />
      {list.status === 'error' && <Alert type="error" showIcon title={list.error?.message} style={{ marginBottom: 16 }} />}
      <Table<ParamDef> rowKey="param_key" size="middle" loading={list.status === 'loading'} columns={columns} dataSource={rows} />
      {editing && (
        <Modal
          open
          title={t(editing === 'new' ? 'deviceParam.add' : 'deviceParam.edit')}
          okText={t('common.save')}
          cancelText={t('common.cancel')}
          confirmLoading={saving}
          onOk={() => form.submit()}
          onCancel={() => setEditing(null)}
          destroyOnHidden
          mask={{ closable: false }}
        >
          <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)} data-testid="param-def-form" preserve={false}>
            <Form.Item
              name="param_key"
              label={t('deviceParam.param_key')}
              rules={[
                { required: true, whitespace: true, message: t('deviceParam.keyRequired') },
                { pattern: PARAM_KEY_PATTERN, max: PARAM_KEY_MAX, message: t('deviceParam.keyFormat') },
              ]}
            >
              <Input disabled={editing !== 'new'} maxLength={PARAM_KEY_MAX} />
            </Form.Item>
            <Form.Item
              name="param_name"
              label={t('deviceParam.param_name')}
              extra={required === 'param_name' ? undefined : t('deviceParam.nameZhFallback')}
              rules={[{ required: required === 'param_name', whitespace: true, message: t('deviceParam.nameRequired') }]}
            >
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item
              name="param_name_en"
              label={t('deviceParam.param_name_en')}
              extra={required === 'param_name_en' ? undefined : t('deviceParam.nameEnFallback')}
              rules={[{ required: required === 'param_name_en', whitespace: true, message: t('deviceParam.nameEnRequired') }]}
            >
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="param_type" label={t('deviceParam.param_type')} rules={[{ required: true }]}>
              <Select options={PARAM_TYPES.map((v) => ({ value: v, label: t(`deviceParam.types.${v}`) }))} />
            </Form.Item>
            <Form.Item name="param_unit" label={t('deviceParam.param_unit')}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="icon_key" label={t('deviceParam.icon_key')}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="status" label={t('deviceParam.status')} getValueProps={(v: number) => ({ checked: v === 1 })} normalize={(on: boolean) => (on ? 1 : 0)}>
              <Switch checkedChildren={t('deviceParam.show')} unCheckedChildren={t('deviceParam.hide')} />
            </Form.Item>
            <Form.Item name="desc" label={t('deviceParam.desc')}>
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </Card>
  );
}
