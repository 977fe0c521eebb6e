import { useEffect, useState } from 'react';
import { Alert, Drawer, List, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { INCIDENT_ENDPOINTS, type IncidentDetail, type IncidentHistoryEvent } from '../../../shared/contract/api/incidents';
import { call } from '../../api/call';
import { USER_DATA } from '../../lib/user-data';
import { formatTime } from './incident-format';
import './incidents-i18n';

/** One history line in the reader's language; a delivery names its recipient and channel. */
function eventText(event: IncidentHistoryEvent, t: (key: string, params?: Record<string, unknown>) => string): string {
  const detail = event.detail;
  const params = { to: String(detail.to ?? ''), channel: String(detail.channel ?? '') };
  const base = t(`incidents.event.${event.kind}`, params);
  if (event.kind === 'alarm_joined' && typeof detail.deviceId === 'string') return `${base}: ${detail.deviceId}${typeof detail.paramKey === 'string' ? ` ${detail.paramKey}` : ''}`;
  return base;
}

/** An incident's alarms, offline devices and history, fetched when opened. */
export function IncidentDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [detail, setDetail] = useState<IncidentDetail | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    setDetail(null);
    setError(null);
    call(INCIDENT_ENDPOINTS.one, { params: { id } }, { signal: controller.signal })
      .then(setDetail)
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) setError((caught as Error).message);
      });
    return () => controller.abort();
  }, [id]);

  const incident = detail?.incident;
  const title = incident ? <span {...USER_DATA}>{i18n.language === 'en-US' ? incident.title_en : incident.title}</span> : t('incidents.drawerTitle');
  return (
    <Drawer open={id !== null} onClose={onClose} title={title} size={520} destroyOnHidden data-testid="incident-drawer">
      {error && <Alert type="error" title={error} />}
      {!detail && !error && <Skeleton active />}
      {detail && incident && (
        <>
          <p>
            <Tag>{t(`incidents.cause.${incident.cause}`)}</Tag>
            <Tag>{t(`incidents.severity.${incident.severity}`)}</Tag>
            <Tag>{t(`incidents.status.${incident.status}`)}</Tag>
            <Typography.Text type="secondary">
              {t('incidents.openedAt')} {formatTime(incident.opened_at)}
            </Typography.Text>
          </p>
          {detail.alarms.length > 0 && (
            <List
              header={t('incidents.alarms')}
              size="small"
              dataSource={detail.alarms}
              renderItem={(alarm) => (
                <List.Item data-testid="incident-alarm">
                  <span {...USER_DATA}>{alarm.device_name} ({alarm.device_id})</span> {alarm.param_key ?? ''} {alarm.value ?? ''} · {formatTime(alarm.raised_at)}
                </List.Item>
              )}
            />
          )}
          {detail.offline.length > 0 && (
            <List
              header={t('incidents.offlineDevices')}
              size="small"
              dataSource={detail.offline}
              renderItem={(device) => (
                <List.Item>
                  <span {...USER_DATA}>{device.device_name} ({device.device_id})</span>
                  <Tag color={device.offline ? 'red' : 'green'}>{t(device.offline ? 'incidents.stillOffline' : 'incidents.backOnline')}</Tag>
                </List.Item>
              )}
            />
          )}
          <Typography.Title level={5}>{t('incidents.history')}</Typography.Title>
          <Timeline
            data-testid="incident-history"
            items={detail.history.map((event) => ({ key: event.id, content: `${formatTime(event.at)} ${eventText(event, t)}` }))}
          />
        </>
      )}
    </Drawer>
  );
}
