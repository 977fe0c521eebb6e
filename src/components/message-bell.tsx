import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { unreadCount, useMessageStore } from '../stores/message-store';
import { useOpenIncidents } from './incidents/use-open-incidents';
import './incidents/incidents-i18n';

/**
 * The bell with the unread count: open (unacknowledged) incidents first, messages, plus unread
 * customer-service conversation messages (`conversations`, fed by the app shell from the chat
 * stream). Its tooltip names each; a click opens the message center when an incident is open
 * (it is shown first there), else the conversations when they have news (they are person to
 * person, and live), else the message center.
 */
export function MessageBell({ onOpen, conversations = 0, onOpenConversations }: { onOpen: () => void; conversations?: number; onOpenConversations?: () => void }) {
  const { t } = useTranslation();
  const messages = useMessageStore(unreadCount);
  const incidents = useOpenIncidents().open;
  const count = incidents + messages + conversations;
  const parts = [
    ...(incidents > 0 ? [t('incidents.openCount', { count: incidents })] : []),
    ...(messages > 0 ? [t('header.unread', { count: messages })] : []),
    ...(conversations > 0 ? [t('header.unreadConversations', { count: conversations })] : []),
  ];
  const label = parts.length > 0 ? parts.join(' · ') : t('header.noUnread');
  // The name holds what the badge shows (axe: label-content-name-mismatch): with one kind the
  // part says its count; with several, their sum leads.
  const name = parts.length > 1 ? `${count > 99 ? '99+' : count} · ${label}` : label;
  const open = incidents === 0 && conversations > 0 && onOpenConversations ? onOpenConversations : onOpen;
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={name} onClick={open} data-testid="message-bell" data-count={count} data-conversations={conversations} data-incidents={incidents}>
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Tooltip>
  );
}
