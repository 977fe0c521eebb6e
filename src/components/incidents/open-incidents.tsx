import { useState } from 'react';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { INCIDENT_ENDPOINTS, type IncidentRow } from '../../../shared/contract/api/incidents';
import { call } from '../../api/call';
import { requestRefresh } from '../../../streams';
import { USER_DATA } from '../../lib/user-data';
import { IncidentDrawer } from './incident-drawer';
import { formatTime } from './incident-format';
import { useOpenIncidents } from './use-open-incidents';
import './incidents-i18n';

const SEVERITY_COLORS: Record<IncidentRow['severity'], string> = { critical: 'magenta', major: 'red', minor: 'orange' };

/**
 * The unresolved incidents, shown before single alarms (issue 36): title in the reader's language,
 * severity, how many alarms joined, and an acknowledge button; a title opens the incident's
 * alarms and history. Nothing is drawn for a user without the alarm codes or with no incident.
 */
export function OpenIncidents() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const { sees, rows, open } = useOpenIncidents();
  const [shown, setShown] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  if (!sees || rows.length === 0) return null;

  const acknowledge = async (id: number) => {
    setBusy(id);
    try {
      const answer = await call(INCIDENT_ENDPOINTS.acknowledge, { params: { id } });
      void message.success(t(answer.outcome === 'acknowledged' ? 'incidents.acknowledged' : 'incidents.alreadyAcknowledged'));
      requestRefresh();
    } catch (caught) {
      void message.error((caught as Error).message || t('common.operationFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card size="small" title={t('incidents.title')} extra={<Tag color={open > 0 ? 'red' : 'default'}>{t('incidents.openCount', { count: open })}</Tag>} style={{ marginBottom: 16 }} data-testid="open-incidents">
      <ul className="message-list">
        {rows.map((row) => (
          <li key={row.id} className="message-list__item" data-testid="incident-item" data-incident-id={row.id} data-status={row.status}>
            <div className="message-list__main">
              <Space wrap>
                <Tag color={SEVERITY_COLORS[row.severity]}>{t(`incidents.severity.${row.severity}`)}</Tag>
                {/* A title names a site, device or rule: user data in either language. */}
                <Typography.Link strong={row.status === 'open'} onClick={() => setShown(row.id)} data-testid="incident-title" {...USER_DATA}>
                  {i18n.language === 'en-US' ? row.title_en : row.title}
                </Typography.Link>
                <Typography.Text type="secondary">{t('incidents.alarmCount', { count: row.alarm_count })}</Typography.Text>
                <Tag>{t(`incidents.status.${row.status}`)}</Tag>
              </Space>
              <Typography.Text type="secondary">{formatTime(row.last_alarm_at)}</Typography.Text>
            </div>
            {row.status === 'open' && (
              <Button size="small" type="primary" loading={busy === row.id} onClick={() => void acknowledge(row.id)} data-testid="incident-ack">
                {t('incidents.acknowledge')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <IncidentDrawer id={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
