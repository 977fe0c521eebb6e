import { useMemo, useState } from 'react';
import { Alert, Badge, Empty, Input, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatConversation } from '../../../../api/service-chat';
import { useStream } from '../../../../hooks/use-stream';
import { USER_DATA } from '../../../../lib/user-data';
import { chatConversations$ } from '../../../../../streams';
import { ChatThread } from './chat-thread';

/** Staff's side: the conversations of the companies they serve (unread first in mind, newest on top) and the chosen one. */
export function StaffChat({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const state = useStream(useMemo(() => chatConversations$(userId), [userId]));
  const [selected, setSelected] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const rows = (state.data?.rows ?? []).filter((c) => !keyword.trim() || `${c.customer_name ?? ''} ${c.tenant_name ?? ''}`.toLowerCase().includes(keyword.trim().toLowerCase()));
  const name = (c: ChatConversation) => `${c.customer_name ?? ''} · ${c.tenant_name ?? ''}`;

  return (
    <div className="chat-staff" data-testid="chat-staff">
      <div className="chat-staff__list">
        <Typography.Title level={5}>{t('serviceChat.conversations')}</Typography.Title>
        <Input.Search allowClear placeholder={t('serviceChat.searchPlaceholder')} aria-label={t('serviceChat.searchPlaceholder')} value={keyword} onChange={(e) => setKeyword(e.target.value)} style={{ marginBottom: 8 }} />
        {state.status === 'error' && <Alert type="error" showIcon title={t('serviceChat.loadFailed')} />}
        <List<ChatConversation>
          loading={state.status === 'loading' || state.status === 'idle'}
          dataSource={rows}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('serviceChat.noConversations')} /> }}
          renderItem={(c) => (
            <List.Item
              onClick={() => setSelected(c.id)}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && setSelected(c.id)}
              tabIndex={0}
              role="button"
              aria-pressed={selected === c.id}
              style={{ cursor: 'pointer', background: selected === c.id ? 'rgba(22, 119, 255, 0.08)' : undefined, paddingInline: 8 }}
              data-testid={`chat-conversation-${c.id}`}
              extra={c.unread > 0 ? <Badge count={c.unread} title={t('serviceChat.unreadTag', { count: c.unread })} data-testid="chat-conversation-unread" /> : null}
            >
              <List.Item.Meta
                title={<span {...USER_DATA}>{name(c)}</span>}
                description={<Typography.Text type="secondary" ellipsis {...USER_DATA}>{c.last_message ?? ''}</Typography.Text>}
              />
            </List.Item>
          )}
        />
      </div>
      <div className="chat-staff__thread">
        {selected === null ? <Empty description={t('serviceChat.pickConversation')} /> : <ChatThread conversationId={selected} side="staff" />}
      </div>
    </div>
  );
}
