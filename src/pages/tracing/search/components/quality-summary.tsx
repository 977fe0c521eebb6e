import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublicTrace, QualityParam } from '../../../../api/tracing';
import { USER_DATA } from '../../../../lib/user-data';

/** Per parameter, the average, lowest and highest of the growing period; says so when there is none. */
export function QualitySummary({ quality }: { quality: PublicTrace['quality'] }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  return (
    <section data-testid="trace-quality">
      <Typography.Title level={5} style={{ marginBottom: 4 }}>{t('traceSearch.quality')}</Typography.Title>
      {quality.from && quality.to && <Typography.Text type="secondary">{t('traceSearch.period', { from: quality.from, to: quality.to })}</Typography.Text>}
      {quality.params.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('traceSearch.qualityNone')}</Typography.Paragraph>
      ) : (
        <Table<QualityParam>
          size="small"
          rowKey="param_key"
          pagination={false}
          dataSource={quality.params}
          style={{ marginTop: 8 }}
          columns={[
            // A parameter without an English name keeps the catalogue's own name.
            { title: t('traceSearch.param'), key: 'name', render: (_, p) => (english && p.name_en ? p.name_en : <span {...USER_DATA}>{p.name}</span>) },
            { title: t('traceSearch.avg'), key: 'avg', render: (_, p) => `${p.avg} ${p.unit ?? ''}` },
            { title: t('traceSearch.min'), dataIndex: 'min' },
            { title: t('traceSearch.max'), dataIndex: 'max' },
          ]}
        />
      )}
    </section>
  );
}
