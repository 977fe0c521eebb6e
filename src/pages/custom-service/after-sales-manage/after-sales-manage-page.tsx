import { useState } from 'react';
import { Button, Card, Empty, Input, Rate, Segmented, Space, Table, Tabs, Tag, Timeline, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteTicket, managedTickets, stepTicket, TICKET_STATUSES, type Ticket, type TicketStatus } from '../../../api/service';
import { useRequest } from '../../../hooks/use-request';
import { userDataCell } from '../../../lib/user-data';
import { AcceptModal, RecordModal } from './step-modals';
import { StaffSuggestions } from './staff-suggestions';
import './after-sales-manage-i18n';
import { TicketPhotos } from '../../../components/ticket-photos';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { RowConfirm } from '../../../components/crud/row-confirm';
import { useCrudAction } from '../../../components/crud/use-crud-action';
import { formatTime } from '../../../lib/format-time';

const COLORS: Record<TicketStatus, string> = { submitted: 'blue', accepted: 'cyan', in_progress: 'orange', resolved: 'green', closed: 'default' };

/**
 * /custom-service/after-sales-manage (10002): the staff side of after-sales. Accept a ticket and
 * name its handler, add maintenance service records, start and resolve it (the customer closes it
 * with a rating); and answer suggestions. Each step reaches the customer's message center.
 */
export default function AfterSalesManagePage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<{ page: number; pageSize: number; status?: TicketStatus; keyword?: string }>({ page: 1, pageSize: 10 });
  const [modal, setModal] = useState<{ kind: 'accept' | 'record'; ticket: Ticket } | null>(null);
  const list = useRequest((signal) => managedTickets(query, { main: true, signal }));

  const change = (next: Partial<typeof query>) => {
    setQuery((q) => ({ ...q, ...next }));
    list.reload();
  };
  const write = useCrudAction(list.reload);
  const run = (action: () => Promise<unknown>) => void write(action, t('afterSales.done'));
  const done = () => {
    setModal(null);
    list.reload();
  };

  const columns: TableColumnsType<Ticket> = [
    { title: t('afterSales.aftersaleNo'), dataIndex: 'aftersale_no', width: 210 },
    { title: t('afterSales.company'), dataIndex: 'tenant_name', onCell: userDataCell },
    { title: t('afterSales.customer'), key: 'customer', onCell: userDataCell, render: (_, r) => [r.user_name, r.contact_phone].filter(Boolean).join(' · ') || '-' },
    { title: t('afterSales.device'), key: 'device', onCell: userDataCell, render: (_, r) => `${r.device_name ?? ''} (${r.device_id})` },
    { title: t('afterSales.symptom'), dataIndex: 'symptom', ellipsis: true, onCell: userDataCell },
    { title: t('afterSales.status'), dataIndex: 'status', width: 100, render: (s: TicketStatus) => <Tag color={COLORS[s]} data-testid="ticket-status">{t(`afterSales.${s}`)}</Tag> },
    { title: t('afterSales.handler'), dataIndex: 'handler', onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    { title: t('afterSales.rating'), dataIndex: 'rating', width: 150, render: (v: number | null) => (v ? <Rate disabled value={v} style={{ fontSize: 12 }} data-testid="ticket-staff-rating" /> : '-') },
    {
      title: t('afterSales.actions'),
      key: 'actions',
      width: 260,
      render: (_, ticket) => (
        <Space size={0} wrap>
          {ticket.status === 'submitted' && <Button type="link" size="small" onClick={() => setModal({ kind: 'accept', ticket })} data-testid={`ticket-accept-${ticket.aftersale_no}`}>{t('afterSales.accept')}</Button>}
          {(ticket.status === 'accepted' || ticket.status === 'in_progress') && (
            <Button type="link" size="small" onClick={() => setModal({ kind: 'record', ticket })} data-testid={`ticket-record-${ticket.aftersale_no}`}>{t('afterSales.addRecord')}</Button>
          )}
          {ticket.status === 'accepted' && (
            <RowConfirm title={t('afterSales.startConfirm', { no: ticket.aftersale_no })} onConfirm={() => run(() => stepTicket(ticket, { status: 'in_progress' }))}>
              <Button type="link" size="small" data-testid={`ticket-start-${ticket.aftersale_no}`}>{t('afterSales.start')}</Button>
            </RowConfirm>
          )}
          {ticket.status === 'in_progress' && (
            <RowConfirm title={t('afterSales.resolveConfirm', { no: ticket.aftersale_no })} onConfirm={() => run(() => stepTicket(ticket, { status: 'resolved' }))}>
              <Button type="link" size="small" data-testid={`ticket-resolve-${ticket.aftersale_no}`}>{t('afterSales.resolve')}</Button>
            </RowConfirm>
          )}
          <RowConfirm title={t('afterSales.deleteConfirm', { no: ticket.aftersale_no })} danger onConfirm={() => run(() => deleteTicket(ticket.aftersale_no))}>
            <Button type="link" size="small" danger>{t('afterSales.delete')}</Button>
          </RowConfirm>
        </Space>
      ),
    },
  ];

  const records = (ticket: Ticket) => (
    <>
      <TicketPhotos photos={ticket.photos} />
      {recordList(ticket)}
    </>
  );
  const recordList = (ticket: Ticket) =>
    ticket.records.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('afterSales.noRecords')} />
    ) : (
      <Timeline
        items={ticket.records.map((r) => ({
          key: r.id,
          content: (
            <div data-user-data>
              <Typography.Text type="secondary">{formatTime(r.time)}</Typography.Text> · {r.handler}
              <div>{r.content}</div>
              {r.measures && <div>{t('afterSales.measures')}: {r.measures}</div>}
              {r.note && <div>{t('afterSales.note')}: {r.note}</div>}
            </div>
          ),
        }))}
      />
    );

  const tickets = (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<TicketStatus | 'all'>
          aria-label={t('afterSales.status')}
          value={query.status ?? 'all'}
          onChange={(v) => change({ status: v === 'all' ? undefined : v, page: 1 })}
          options={(['all', ...TICKET_STATUSES] as const).map((s) => ({ value: s, label: t(`afterSales.${s}`) }))}
        />
        <Input.Search allowClear placeholder={t('afterSales.search')} aria-label={t('afterSales.search')} style={{ width: 260 }} onSearch={(v) => change({ keyword: v.trim() || undefined, page: 1 })} />
      </Space>
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<Ticket>
        rowKey="id"
        size="middle"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        expandable={{ expandedRowRender: records }}
        locale={{ emptyText: <Empty description={t('afterSales.empty')} /> }}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, onChange: (page, pageSize) => change({ page, pageSize }) }}
        // Empty, the table fits its card: a 1,300 px header over no rows was a scroll region with nothing
        // in it to focus, so a keyboard could not scroll it (axe, scrollable-region-focusable).
        scroll={(list.data?.rows.length ?? 0) > 0 ? { x: 1300 } : undefined}
      />
    </>
  );

  return (
    <Card title={t('afterSales.title')} data-testid="after-sales-page">
      <Tabs items={[{ key: 'tickets', label: t('afterSales.ticketsTab'), children: tickets }, { key: 'suggestions', label: t('afterSales.suggestionsTab'), children: <StaffSuggestions /> }]} />
      {modal?.kind === 'accept' && <AcceptModal ticket={modal.ticket} onClose={() => setModal(null)} onDone={done} />}
      {modal?.kind === 'record' && <RecordModal ticket={modal.ticket} onClose={() => setModal(null)} onDone={done} />}
    </Card>
  );
}
