import { useState } from 'react';
import { Button, Empty, Form, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { listSuggestions, updateSuggestionStatus, SERVICE_LIMITS, type Suggestion, type SuggestionStatus } from '../../../api/service';
import { useRequest } from '../../../hooks/use-request';
import { userDataCell } from '../../../lib/user-data';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { FormModalShell } from '../../../components/crud/form-modal-shell';
import { useCrudAction } from '../../../components/crud/use-crud-action';

const COLORS: Record<SuggestionStatus, string> = { new: 'blue', read: 'default', adopted: 'green', declined: 'red' };

/** Staff read suggestions and decide them (adopted or declined) with a reply the customer receives. */
export function StaffSuggestions() {
  const { t } = useTranslation();
  const [page, setPage] = useState({ page: 1, pageSize: 10 });
  const [deciding, setDeciding] = useState<{ row: Suggestion; status: 'adopted' | 'declined' } | null>(null);
  const [form] = Form.useForm<{ reply: string }>();
  const list = useRequest(() => listSuggestions(page));

  const decide = (row: Suggestion, status: 'read' | 'adopted' | 'declined', reply?: string) => updateSuggestionStatus({ suggest_no: row.suggest_no, status, reply: reply ?? null });
  const run = useCrudAction(list.reload);

  const columns: TableColumnsType<Suggestion> = [
    { title: t('afterSales.suggestNo'), dataIndex: 'suggest_no', width: 210 },
    { title: t('afterSales.company'), dataIndex: 'tenant_name', onCell: userDataCell },
    { title: t('afterSales.customer'), dataIndex: 'user_name', onCell: userDataCell },
    { title: t('afterSales.suggestion'), dataIndex: 'content', ellipsis: true, onCell: userDataCell },
    { title: t('afterSales.status'), dataIndex: 'status', render: (s: SuggestionStatus) => <Tag color={COLORS[s]}>{t(`afterSales.${s}`)}</Tag> },
    { title: t('afterSales.reply'), dataIndex: 'reply', onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    {
      title: t('afterSales.actions'),
      key: 'actions',
      render: (_, row) =>
        row.status === 'new' || row.status === 'read' ? (
          <Space size={0}>
            {row.status === 'new' && <Button type="link" size="small" onClick={() => void run(() => decide(row, 'read'), t('afterSales.done'))}>{t('afterSales.markRead')}</Button>}
            <Button type="link" size="small" onClick={() => setDeciding({ row, status: 'adopted' })}>{t('afterSales.adopt')}</Button>
            <Button type="link" size="small" danger onClick={() => setDeciding({ row, status: 'declined' })}>{t('afterSales.decline')}</Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <>
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<Suggestion>
        rowKey="id"
        size="middle"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty description={t('afterSales.noSuggestions')} /> }}
        pagination={{ current: page.page, pageSize: page.pageSize, total: list.data?.total ?? 0, onChange: (p, s) => { setPage({ page: p, pageSize: s }); list.reload(); } }}
      />
      {deciding && (
        <FormModalShell<{ reply: string }>
          title={t('afterSales.decideTitle', { action: t(deciding.status === 'adopted' ? 'afterSales.adopt' : 'afterSales.decline'), no: deciding.row.suggest_no })}
          form={form}
          testId="decide-form"
          initialValues={{}}
          save={({ reply }) => decide(deciding.row, deciding.status, reply.trim())}
          done={t('afterSales.done')}
          okText={t('common.ok')}
          onClose={() => setDeciding(null)}
          onSaved={() => {
            setDeciding(null);
            list.reload();
          }}
        >
          <Form.Item name="reply" label={t('afterSales.reply')} rules={[{ required: true, whitespace: true, message: t('afterSales.replyRequired') }]}>
            <Input.TextArea rows={3} maxLength={SERVICE_LIMITS.reply} showCount />
          </Form.Item>
        </FormModalShell>
      )}
    </>
  );
}
