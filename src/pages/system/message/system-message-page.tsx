import { useState } from 'react';
import { App, Button, Card, Input, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { companyOptions } from '../../../api/admin';
import { deleteNotices, listNotices, type NoticeRow } from '../../../api/notices';
import { useRequest } from '../../../hooks/use-request';
import { useSessionStore } from '../../../stores/session-store';
import { usePagedList } from '../../../hooks/use-paged-list';
import { formatTime } from '../../../lib/format-time';
import { NoticeFormModal } from './components/notice-form-modal';
import { userDataCell } from '../../../lib/user-data';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import '../../../i18n/admin-words';
import './system-message-i18n';

/** /system/message (8006): system notices; the platform admin publishes and deletes them. */
export default function SystemMessagePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const isAdmin = useSessionStore((s) => s.user?.userType === 'admin');
  const list = usePagedList<{ keyword?: string }, NoticeRow>((q, signal) => listNotices(q, { main: true, signal }), {});
  const companies = useRequest(() => (isAdmin ? companyOptions() : Promise.resolve([])));
  const [creating, setCreating] = useState(false);

  const remove = async (row: NoticeRow) => {
    try {
      await deleteNotices([row.id]);
      void message.success(t('admin.deleteSuccess'));
      list.reload();
    } catch (error) {
      void message.error((error as Error).message || t('admin.operationFailed'));
    }
  };

  const columns: TableColumnsType<NoticeRow> = [
    { title: t('notices.noticeTitle'), dataIndex: 'title', width: 200, onCell: userDataCell },
    { title: t('notices.content'), dataIndex: 'content', onCell: userDataCell, render: (v: string) => <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ margin: 0 }}>{v}</Typography.Paragraph> },
    {
      title: t('notices.targets'),
      key: 'targets',
      width: 240,
      render: (_, row) => (row.all ? <Tag color="blue">{t('notices.allCompanies')}</Tag> : <Space size={[0, 4]} wrap>{row.companies.map((c) => <Tag key={c.id}>{c.name}</Tag>)}</Space>),
    },
    { title: t('notices.author'), dataIndex: 'author_name', width: 120, onCell: userDataCell },
    { title: t('notices.time'), dataIndex: 'created_at', render: formatTime, width: 170 },
    ...(isAdmin
      ? [
          {
            title: t('admin.actions'),
            key: 'actions',
            width: 90,
            render: (_: unknown, row: NoticeRow) => (
              <Popconfirm title={t('admin.confirmDeleteNamed', { name: row.title })} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => remove(row)}>
                <Button type="link" size="small" danger>
                  {t('admin.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t('notices.title')}
      data-testid="system-message-page"
      extra={
        isAdmin && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="notice-add">
            {t('notices.publish')}
          </Button>
        )
      }
    >
      <Input.Search allowClear placeholder={t('notices.search')} enterButton={t('admin.search')} style={{ maxWidth: 360, marginBottom: 16 }} onSearch={(keyword) => list.setFilter({ keyword: keyword.trim() || undefined })} />
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<NoticeRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.status === 'loading'}
        pagination={{ ...list.pagination, showTotal: (total) => t('admin.total', { total }) }}
        locale={{ emptyText: t('notices.empty') }}
      />
      <NoticeFormModal
        open={creating}
        companies={companies.data ?? []}
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false);
          list.reload();
        }}
      />
    </Card>
  );
}
