import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../../hooks/use-outbox';
import { USER_DATA } from '../../lib/user-data';

/**
 * Entries the server refused (a conflict, a rule of the spec): each with what it was and the
 * server's own message, kept until the user has read it. Nothing queued is dropped silently.
 */
export function AttentionList() {
  const { t } = useTranslation();
  const { outbox, entries } = useOutbox();
  const refused = entries.filter((e) => e.state === 'attention');
  if (refused.length === 0) return null;
  return (
    <section aria-label={t('phone.attention.title')} data-testid="phone-attention">
      {refused.map((entry) => (
        <Alert
          key={entry.id}
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          title={
            <span>
              {entry.lastError?.status === 409 ? `${t('phone.attention.conflict')}: ` : `${t('phone.attention.title')}: `}
              <span {...USER_DATA}>{entry.label}</span>
            </span>
          }
          description={<span {...USER_DATA}>{entry.lastError?.message}</span>}
          action={
            <Button size="large" onClick={() => void outbox.discard(entry.id)}>
              {t('phone.attention.dismiss')}
            </Button>
          }
        />
      ))}
    </section>
  );
}
