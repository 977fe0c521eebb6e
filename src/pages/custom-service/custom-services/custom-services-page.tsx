import { useEffect, useState } from 'react';
import { Button, Card, Empty, Space, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouterState } from '@tanstack/react-router';
import { deleteTicket, myTickets, type Ticket, type TicketStatus } from '../../../api/service';
import { useRequest } from '../../../hooks/use-request';
import { userDataCell } from '../../../lib/user-data';
import { TICKET_COLORS } from './colors';
import { MySuggestions } from './my-suggestions';
import { RateModal } from './rate-modal';
import { TicketFormModal } from './ticket-form-modal';
import { TicketRecords } from './ticket-records';
import { ChatTab } from './chat/chat-tab';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { RowConfirm } from '../../../components/crud/row-confirm';
import { useCrudAction } from '../../../components/crud/use-crud-action';
import './chat/chat-i18n';
import './custom-services-i18n';
import { formatTime } from '../../../lib/format-time';

/**
 * /custom-service/custom-services (10001): the customer's side of after-sales. Open a ticket on a
 * device, follow it through its maintenance records, withdraw it before it is accepted, close it
 * with a rating once resolved; send suggestions; and talk with service staff (the chat tab, which
 * for staff lists the conversations they serve).
 */
export default function CustomServicesPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ page: 1, pageSize: 10 });
  const [adding, setAdding] = useState(false);
  const [rating, setRating] = useState<Ticket | null>(null);
  const list = useRequest((signal) => myTickets(query, { main: true, signal }));
  // The header bell opens the conversation with #chat; the page may already be open (kept alive).
  const hash = useRouterState({ select: (s) => s.location.hash });
  const [tab, setTab] = useState(hash === 'chat' ? 'chat' : 'tickets');
  useEffect(() => {
    if (hash === 'chat') setTab('chat');
  }, [hash]);

  const run = useCrudAction(list.reload);

  const columns: TableColumnsType<Ticket> = [
    { title: t('customService.aftersaleNo'), dataIndex: 'aftersale_no', width: 210 },
    { title: t('customService.device'), key: 'device', onCell: userDataCell, render: (_, r) => `${r.device_name ?? ''} (${r.device_id})` },
    { title: t('customService.symptom'), dataIndex: 'symptom', ellipsis: true, onCell: userDataCell },
    { title: t('customService.status'), dataIndex: 'status', width: 100, render: (s: TicketStatus) => <Tag color={TICKET_COLORS[s]} data-testid="ticket-status">{t(`customService.${s}`)}</Tag> },
    { title: t('customService.handler'), dataIndex: 'handler', onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    { title: t('customService.createdAt'), dataIndex: 'created_at', render: (v: string) => formatTime(v) },
    {
      title: t('customService.actions'),
      key: 'actions',
      width: 150,
      render: (_, ticket) => (
        <Space size={0}>
          {ticket.status === 'submitted' && (
            <RowConfirm title={t('customService.withdrawConfirm', { no: ticket.aftersale_no })} danger onConfirm={() => void run(() => deleteTicket(ticket.aftersale_no), t('customService.withdrawn'))}>
              <Button type="link" size="small" danger>{t('customService.withdraw')}</Button>
            </RowConfirm>
          )}
          {ticket.status === 'resolved' && (
            <Button type="link" size="small" onClick={() => setRating(ticket)} data-testid={`ticket-close-${ticket.aftersale_no}`}>{t('customService.closeRate')}</Button>
          )}
        </Space>
      ),
    },
  ];

  const tickets = (
    <>
      <Button type="primary" onClick={() => setAdding(true)} style={{ marginBottom: 16 }} data-testid="ticket-add">{t('customService.newTicket')}</Button>
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<Ticket>
        rowKey="id"
        size="middle"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        expandable={{ expandedRowRender: (ticket) => <TicketRecords ticket={ticket} /> }}
        locale={{ emptyText: <Empty description={t('customService.empty')} /> }}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, onChange: (page, pageSize) => { setQuery({ page, pageSize }); list.reload(); } }}
      />
    </>
  );

  return (
    <Card title={t('customService.title')} data-testid="custom-services-page">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'tickets', label: t('customService.ticketsTab'), children: tickets },
          { key: 'suggestions', label: t('customService.suggestionsTab'), children: <MySuggestions /> },
          { key: 'chat', label: <span data-testid="chat-tab">{t('serviceChat.tab')}</span>, children: tab === 'chat' ? <ChatTab /> : null },
        ]}
      />
      {adding && <TicketFormModal onClose={() => setAdding(false)} onSaved={() => { setAdding(false); list.reload(); }} />}
      {rating && <RateModal ticket={rating} onClose={() => setRating(null)} onDone={() => { setRating(null); list.reload(); }} />}
    </Card>
  );
}
