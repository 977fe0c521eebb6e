import { App, Button, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * Delete for a trigger or action. When it is the last one it looks disabled and says why (tooltip),
 * and a click still answers with the spec's message instead of silently doing nothing.
 */
export function RemoveButton({ allowed, onRemove, testId }: { allowed: boolean; onRemove(): void; testId?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const button = (
    <Button
      type="text"
      danger={allowed}
      icon={<DeleteOutlined />}
      aria-label={t('rule.removeItem')}
      aria-disabled={!allowed}
      data-testid={testId}
      style={allowed ? undefined : { opacity: 0.4, cursor: 'not-allowed' }}
      onClick={() => (allowed ? onRemove() : void message.warning(t('rule.lastItem')))}
    />
  );
  return allowed ? button : <Tooltip title={t('rule.lastItem')}>{button}</Tooltip>;
}
