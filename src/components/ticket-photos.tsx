import { Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketPhoto } from '../../shared/contract/api/service';
import { registerTranslations } from '../i18n';

registerTranslations({
  'zh-CN': { ticketPhotos: { title: '故障照片', photo: '故障照片 {{n}}' } },
  'en-US': { ticketPhotos: { title: 'Photos of the symptom', photo: 'Symptom photo {{n}}' } },
});

/** A ticket's symptom photos as thumbnails that open a preview; both the customer's and the staff page show them. */
export function TicketPhotos({ photos }: { photos: TicketPhoto[] }) {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <div style={{ marginBottom: 12 }} data-testid="ticket-photos">
      <Typography.Text strong>{t('ticketPhotos.title')}</Typography.Text>
      <div style={{ marginTop: 8 }}>
        <Image.PreviewGroup>
          <Space wrap>
            {photos.map((p, i) => (
              <Image key={p.id} src={p.url} width={96} height={96} style={{ objectFit: 'cover' }} alt={t('ticketPhotos.photo', { n: i + 1 })} data-testid="ticket-photo" />
            ))}
          </Space>
        </Image.PreviewGroup>
      </div>
    </div>
  );
}
