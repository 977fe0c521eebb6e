import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { unreadCount, useMessageStore } from '../stores/message-store';

/** The bell with the unread count; its tooltip says "N unread messages" or that there are none. */
export function MessageBell({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const count = useMessageStore(unreadCount);
  const label = count > 0 ? t('header.unread', { count }) : t('header.noUnread');
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} onClick={onOpen} data-testid="message-bell" data-count={count}>
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Tooltip>
  );
}
