import { useState } from 'react';
import { Alert, Button, Card, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { INCIDENT_ENDPOINTS } from '../../../../shared/contract/api/incidents';
import { call } from '../../../api/call';
import { searchAlarms, type AlarmRow } from '../../../api/alarms';
import { useOfflineRead } from '../../../hooks/use-offline-read';
import { useOutbox } from '../../../hooks/use-outbox';
import { OUTBOX_LIMITS, OutboxFullError, type OutboxEntry } from '../../../lib/offline/outbox';
import { USER_DATA } from '../../../lib/user-data';
import { paramName } from '../../../lib/param-name';
import { formatTime } from '../../../lib/format-time';
import { PhoneShell } from '../../../components/phone/phone-shell';
import { StaleNotice } from '../../../components/phone/stale-notice';
import { AttentionList } from '../../../components/phone/attention-list';
import { useSeesIncidents } from '../../../components/incidents/use-open-incidents';
import '../../../components/incidents/incidents-i18n';
import './phone-alarms-words';
import { incidentOrder } from './incident-order';

const SHOWN = 50;
const ALARM_MANAGE = '/alarmManage';
const ackPathOf = (id: number) => `/incidents/${id}/ack`;
// antd's coloured tags' text is below WCAG AA on their tint: the darkest shades of each instead.
const TINT = {
  critical: { color: '#780650', background: '#fff0f6', borderColor: '#ffadd2' },
  major: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
  minor: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  waiting: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
} as const;

/** Whether a queued entry acknowledges this incident or this alarm. */
const acksIncident = (entry: OutboxEntry, id: number) => entry.call.path === ackPathOf(id);
const acksAlarm = (entry: OutboxEntry, id: number) => entry.call.path === ALARM_MANAGE && ((entry.body as { ids?: number[] }).ids ?? []).includes(id);

/**
 * /m/alarms: the unresolved incidents (open first) and the active alarms, kept on the phone and
 * shown with their age when offline. An acknowledgement goes through the outbox with its own
 * Idempotency-Key, so one made offline is sent when the signal returns, exactly once; a refusal
 * stays on screen with the server's words (the attention list).
 */
export default function PhoneAlarmsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const sees = useSeesIncidents();
  const { outbox, entries } = useOutbox();
  const incidents = useOfflineRead(`incidents:active:${sees}`, async () =>
    sees ? incidentOrder((await call(INCIDENT_ENDPOINTS.list, { query: { status: 'active', pageSize: SHOWN } })).rows) : [],
  );
  const alarms = useOfflineRead('alarms:active', async () => (await searchAlarms({ state: 'active', page: 1, pageSize: SHOWN })).rows);
  const [result, setResult] = useState<{ type: 'success' | 'info' | 'error'; text: string } | null>(null);
  const pending = entries.filter((e) => e.state === 'pending');

  const acknowledge = async (call: OutboxEntry['call'], body: unknown, label: string) => {
    try {
      const entry = await outbox.enqueue(call, body, label);
      const sent = await outbox.flush();
      const delivered = !outbox.list().some((e) => e.id === entry.id);
      if (delivered) {
        incidents.reload();
        alarms.reload();
      }
      setResult(delivered ? { type: 'success', text: t('phone.alarms.acknowledged') } : sent.refused > 0 ? null : { type: 'info', text: t('phone.alarms.ackSaved') });
    } catch (error) {
      if (!(error instanceof OutboxFullError)) throw error;
      setResult({ type: 'error', text: t('phone.alarms.full', { limit: error.limit === 'entries' ? OUTBOX_LIMITS.entries : `${OUTBOX_LIMITS.bytes / 1024 / 1024} MB` }) });
    }
  };

  const ackButton = (waiting: boolean, onClick: () => void, testId: string) =>
    waiting ? (
      <Tag style={TINT.waiting} data-testid={`${testId}-queued`}>
        {t('phone.alarms.ackQueued')}
      </Tag>
    ) : (
      <Button type="primary" onClick={onClick} data-testid={testId}>
        {t('phone.alarms.acknowledge')}
      </Button>
    );

  return (
    <PhoneShell title={t('phone.alarms.title')}>
      <StaleNotice read={sees ? incidents : alarms} />
      <AttentionList />
      {result && <Alert type={result.type} showIcon title={result.text} role="status" data-testid="phone-alarms-result" />}
      {sees && (
        <Card size="small" title={t('phone.alarms.incidents')}>
          <List
            data-testid="phone-incidents"
            locale={{ emptyText: <Typography.Text type="secondary">{t('phone.alarms.noIncidents')}</Typography.Text> }}
            dataSource={incidents.data ?? []}
            renderItem={(row) => {
              const title = lang === 'en-US' ? row.title_en : row.title;
              return (
                <List.Item style={{ paddingInline: 0, flexWrap: 'wrap', gap: 8 }} data-testid="phone-incident" data-status={row.status}>
                  <Space direction="vertical" size={2} style={{ minWidth: 0, flex: 1 }}>
                    <Space wrap size={4}>
                      <Tag style={TINT[row.severity]}>{t(`incidents.severity.${row.severity}`)}</Tag>
                      <Tag>{t(`incidents.status.${row.status}`)}</Tag>
                    </Space>
                    <Typography.Text strong={row.status === 'open'} {...USER_DATA}>
                      {title}
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      {t('incidents.alarmCount', { count: row.alarm_count })} · {formatTime(row.last_alarm_at)}
                    </Typography.Text>
                  </Space>
                  {row.status === 'open' &&
                    ackButton(pending.some((e) => acksIncident(e, row.id)), () => void acknowledge({ method: 'POST', path: ackPathOf(row.id) }, {}, `${t('phone.alarms.acknowledge')} · ${title}`), 'phone-incident-ack')}
                </List.Item>
              );
            }}
          />
        </Card>
      )}
      <Card size="small" title={t('phone.alarms.alarms')}>
        <List
          data-testid="phone-alarms"
          locale={{ emptyText: <Typography.Text type="secondary">{t('phone.alarms.noAlarms')}</Typography.Text> }}
          dataSource={alarms.data ?? []}
          renderItem={(row: AlarmRow) => {
            const what = `${row.device_name} · ${row.param_key === null ? t('phone.alarms.fault') : paramName(row, lang) || row.param_key}${row.value !== null ? ` ${row.value}${row.unit ?? ''}` : ''}`;
            return (
              <List.Item style={{ paddingInline: 0, flexWrap: 'wrap', gap: 8 }} data-testid="phone-alarm" data-state={row.state}>
                <Space direction="vertical" size={2} style={{ minWidth: 0, flex: 1 }}>
                  <Typography.Text {...USER_DATA}>{what}</Typography.Text>
                  <Typography.Text type="secondary">{formatTime(row.raised_at)}</Typography.Text>
                </Space>
                {row.acked_at === null &&
                  ackButton(pending.some((e) => acksAlarm(e, row.id)), () => void acknowledge({ method: 'POST', path: ALARM_MANAGE }, { type: 'ack', ids: [row.id] }, `${t('phone.alarms.acknowledge')} · ${what}`), 'phone-alarm-ack')}
              </List.Item>
            );
          }}
        />
      </Card>
    </PhoneShell>
  );
}
