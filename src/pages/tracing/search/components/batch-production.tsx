import { List, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BatchHistory } from '../../../../../shared/contract/api/tracing';
import { USER_DATA } from '../../../../lib/user-data';

type WaterTest = BatchHistory['water_tests'][number];
const TEST_KEYS = ['ph', 'oxygen', 'ammonia', 'nitrite', 'temperature'] as const;

/** A sold batch's production log for the consumer: seeding, fodder, medicines and lab water tests. */
export function BatchProduction({ history }: { history: BatchHistory }) {
  const { t } = useTranslation();
  const shownTests = TEST_KEYS.filter((k) => history.water_tests.some((w) => w[k] !== null));
  return (
    <section style={{ margin: '12px 0' }} data-testid="trace-production">
      <Typography.Title level={5}>{t('traceSearch.production')}</Typography.Title>
      <Typography.Paragraph>
        {history.species && <span {...USER_DATA}>{history.species} </span>}
        {history.seeded_on &&
          (history.seeded_count === null
            ? t('traceSearch.seededNoCount', { date: history.seeded_on })
            : t('traceSearch.seeded', { date: history.seeded_on, count: history.seeded_count }))}
        {history.sold_on && <> · {t('traceSearch.sold', { date: history.sold_on })}</>}
      </Typography.Paragraph>
      {history.feeding.length > 0 && (
        <>
          <Typography.Text strong>{t('traceSearch.feeding')}</Typography.Text>
          <List
            size="small"
            dataSource={history.feeding}
            data-testid="trace-feeding"
            renderItem={(f) => (
              <List.Item>
                <span {...USER_DATA}>{f.fodder}</span>
                <span>
                  {f.total} <span {...USER_DATA}>{f.unit}</span> · {t('traceSearch.fedTimes', { count: f.times })}
                </span>
              </List.Item>
            )}
          />
        </>
      )}
      <Typography.Text strong>{t('traceSearch.medicines')}</Typography.Text>
      {history.medicines.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('traceSearch.noMedicine')}</Typography.Paragraph>
      ) : (
        <List
          size="small"
          dataSource={history.medicines}
          data-testid="trace-medicines"
          renderItem={(m) => (
            <List.Item>
              <span>{m.on}</span>
              <span {...USER_DATA}>{`${m.medicine}${m.dose === null ? '' : ` ${m.dose} ${m.unit}`}`}</span>
            </List.Item>
          )}
        />
      )}
      {history.water_tests.length > 0 && (
        <>
          <Typography.Text strong>{t('traceSearch.waterTests')}</Typography.Text>
          <Table<WaterTest>
            size="small"
            rowKey="on"
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="trace-water-tests"
            dataSource={history.water_tests}
            columns={[
              { title: t('traceSearch.date'), dataIndex: 'on' },
              ...shownTests.map((k) => ({ title: t(`traceSearch.${k}`), key: k, render: (_: unknown, w: WaterTest) => w[k] ?? '-' })),
            ]}
          />
        </>
      )}
    </section>
  );
}
