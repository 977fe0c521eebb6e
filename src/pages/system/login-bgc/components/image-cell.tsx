import { useState } from 'react';
import { App, Button, Image, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RowConfirm } from '../../../../components/crud/row-confirm';
import { useCrudAction } from '../../../../components/crud/use-crud-action';
import { deleteCompanyImage, uploadCompanyImage, type CompanyDisplayRow, type DisplayKind } from '../../../../api/site-config-admin';

/** The server's limits, checked here first so a wrong file is refused before it is sent. */
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_MB = 2;

/** One image of a company (background or logo): thumbnail, upload or replace, remove. */
export function ImageCell({ row, kind, onChanged }: { row: CompanyDisplayRow; kind: DisplayKind; onChanged(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const image = row[kind];

  const run = useCrudAction(onChanged);

  const upload = async (file: File) => {
    if (!ACCEPTED.includes(file.type)) return void message.error(t('loginBgc.badType'));
    if (file.size > MAX_MB * 1024 * 1024) return void message.error(t('loginBgc.tooLarge', { limit: MAX_MB }));
    setBusy(true);
    await run(() => uploadCompanyImage(row.company_id, kind, file, file.name), t('loginBgc.uploaded'));
    setBusy(false);
  };

  return (
    <Space>
      {image ? (
        <Image src={image.url} alt={t(`loginBgc.${kind}`)} width={kind === 'bg' ? 120 : 48} height={48} style={{ objectFit: 'cover' }} />
      ) : (
        <Typography.Text type="secondary">{t('loginBgc.none')}</Typography.Text>
      )}
      <Upload
        accept={ACCEPTED.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          // The upload is ours (multipart through the API module), not antd's XHR.
          return false;
        }}
      >
        <Button size="small" icon={<UploadOutlined />} loading={busy} data-testid={`upload-${kind}-${row.company_id}`}>
          {t(image ? 'loginBgc.replace' : 'loginBgc.upload')}
        </Button>
      </Upload>
      {image && (
        <RowConfirm title={t('loginBgc.removeConfirm')} danger onConfirm={() => void run(() => deleteCompanyImage(row.company_id, kind), t('admin.deleteSuccess'))}>
          <Button size="small" danger>
            {t('loginBgc.remove')}
          </Button>
        </RowConfirm>
      )}
    </Space>
  );
}
