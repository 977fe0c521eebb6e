import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { unreadCount, useMessageStore } from '../stores/message-store';

/**
 * The bell with the unread count: messages, plus unread customer-service conversation messages
 * (`conversations`, fed by the app shell from the chat stream). Its tooltip names both; a click
 * opens the conversations when they have news (they are person to person, and live), else the
 * message center.
 */
export function MessageBell({ onOpen, conversations = 0, onOpenConversations }: { onOpen: () => void; conversations?: number; onOpenConversations?: () => void }) {
  const { t } = useTranslation();
  const messages = useMessageStore(unreadCount);
  const count = messages + conversations;
  const parts = [...(messages > 0 ? [t('header.unread', { count: messages })] : []), ...(conversations > 0 ? [t('header.unreadConversations', { count: conversations })] : [])];
  const label = parts.length > 0 ? parts.join(' · ') : t('header.noUnread');
  const open = conversations > 0 && onOpenConversations ? onOpenConversations : onOpen;
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} onClick={open} data-testid="message-bell" data-count={count} data-conversations={conversations}>
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Tooltip>
  );
}
