import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../../api/service';
import { TicketPhotos } from '../../../components/ticket-photos';
import { formatTime } from '../../../lib/format-time';

/** A ticket's symptom photos and maintenance service records (content, time, measures, note, handler), oldest first. */
export function TicketRecords({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const photos = <TicketPhotos photos={ticket.photos} />;
  if (ticket.records.length === 0) return <>{photos}<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customService.noRecords')} /></>;
  return (
    <div data-testid={`ticket-records-${ticket.aftersale_no}`}>
      {photos}
      <Typography.Text strong>{t('customService.records')}</Typography.Text>
      <Timeline
        style={{ marginTop: 12 }}
        items={ticket.records.map((r) => ({
          key: r.id,
          content: (
            <div data-user-data>
              <div>
                <Typography.Text type="secondary">{formatTime(r.time)}</Typography.Text> · {r.handler}
              </div>
              <div>{r.content}</div>
              {r.measures && <div>{t('customService.measures')}: {r.measures}</div>}
              {r.note && <div>{t('customService.note')}: {r.note}</div>}
            </div>
          ),
        }))}
      />
    </div>
  );
}
