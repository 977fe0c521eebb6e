import { useState } from 'react';
import { Alert, Button, Card, Input, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteParamDefinition, paramDefinitions, updateParamDefinition, type ParamDef } from '../../../api/device-params';
import { useRequest } from '../../../hooks/use-request';
import { useSessionStore } from '../../../stores/session-store';
import { listActionColumn } from '../../../components/crud/list-action-column';
import { useCrudAction } from '../../../components/crud/use-crud-action';
import { useCrudWords } from '../../../components/crud/crud-words';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { ParamDefFormModal } from './components/param-def-form-modal';
import { userDataCell } from '../../../lib/user-data';
import { paramName } from '../../../lib/param-name';
import './device-param-i18n';

/**
 * /system/device-param (8009): the platform's parameter definitions (key, name, type, unit, icon, shown/hidden).
 * Not a CrudPage: the rows are keyed by their key, the whole list comes in one answer and is searched
 * here, and only the platform admin (a user type, not a code) may change them; it composes the kit's parts.
 */
export default function DeviceParamPage() {
  const { t, i18n } = useTranslation();
  const word = useCrudWords('deviceParam');
  const admin = useSessionStore((s) => s.user?.userType === 'admin');
  const list = useRequest((signal) => paramDefinitions({ main: true, signal }));
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<ParamDef | 'new' | null>(null);
  const run = useCrudAction(list.reload);

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
          onChange={(on) => void run(() => updateParamDefinition({ param_key: row.param_key, status: on ? 1 : 0 }), t('deviceParam.statusSwitched'))}
        />
      ),
    },
    { title: t('deviceParam.desc'), dataIndex: 'desc', ellipsis: true, onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    { title: t('deviceParam.deviceCount'), dataIndex: 'deviceCount', width: 100 },
    ...(admin
      ? [
          listActionColumn<ParamDef>({
            word,
            ids: 'param-def',
            rowId: (row) => row.param_key,
            width: 130,
            nameOf: (row) => row.param_key,
            onEdit: setEditing,
            onDelete: (row) => void run(() => deleteParamDefinition(row.param_key), t('deviceParam.deleted')),
          }),
        ]
      : []),
  ];

  const needle = keyword.trim().toLowerCase();
  const rows = (list.data ?? []).filter((d) => !needle || [d.param_key, d.param_name, d.param_name_en ?? ''].some((v) => v.toLowerCase().includes(needle)));
  const saved = () => {
    setEditing(null);
    list.reload();
  };

  return (
    <Card
      title={t('deviceParam.title')}
      data-testid="device-param-page"
      extra={admin && <Button type="primary" onClick={() => setEditing('new')}>{t('deviceParam.add')}</Button>}
    >
      {!admin && <Alert type="info" showIcon title={t('deviceParam.adminOnly')} style={{ marginBottom: 16 }} />}
      <Input.Search allowClear placeholder={t('deviceParam.search')} aria-label={t('deviceParam.search')} style={{ width: 280, marginBottom: 16 }} onSearch={setKeyword} />
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<ParamDef> rowKey="param_key" size="middle" loading={list.status === 'loading'} columns={columns} dataSource={rows} />
      {editing && <ParamDefFormModal def={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSaved={saved} />}
    </Card>
  );
}
