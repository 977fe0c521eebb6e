import { useState } from 'react';
import { Alert, App, Button, Card, DatePicker, Empty, Popconfirm, Skeleton, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { areaSummary, deleteAreas, exportAreaSummary, insectTraps, searchAreas, type AreaSummaryRow, type InsectArea } from '../../../api/insects';
import { useRequest } from '../../../hooks/use-request';
import { useElementWidth } from '../../../components/charts/use-element-width';
import { useReportDownload } from '../../../components/report-download/use-report-download';
import { userDataCell } from '../../../lib/user-data';
import { AreaFormModal } from './components/area-form-modal';
import { AreaMap } from './components/area-map';
import './areainsect-i18n';

const DEFAULT_DAYS = 30;
/** Every area fits one search page: a company has a handful. */
const AREA_PAGE = 500;
type Range = [Dayjs, Dayjs];

/**
 * /analysis/areainsect (3009): insect counts per area over a range, on the offline map (areas
 * shaded by count) and as a table with an .xlsx export; areas are added, edited and deleted here.
 */
export default function AreainsectPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [range, setRange] = useState<Range>(() => [dayjs().subtract(DEFAULT_DAYS - 1, 'day').startOf('day'), dayjs().endOf('day')]);
  const [round, setRound] = useState(0);
  const [editing, setEditing] = useState<InsectArea | 'new' | null>(null);
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const span = { beginTime: range[0].valueOf(), endTime: range[1].valueOf() };
  const summary = useRequest((signal) => areaSummary(span, { signal, main: true }), `${span.beginTime}:${span.endTime}:${round}`);
  const areas = useRequest((signal) => searchAreas({ pageSize: AREA_PAGE }, { signal }), `areas:${round}`);
  const traps = useRequest((signal) => insectTraps({ signal }), 'traps');
  const download = useReportDownload(() => exportAreaSummary(span));
  const areaOf = (id: number) => areas.data?.rows.find((a) => a.id === id);
  const saved = () => {
    setEditing(null);
    setRound((r) => r + 1);
  };
  const remove = async (row: AreaSummaryRow) => {
    try {
      await deleteAreas([row.id]);
      void message.success(t('areainsect.deleted'));
      setRound((r) => r + 1);
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    }
  };
  const rows = summary.data?.rows ?? [];

  return (
    <Card data-testid="areainsect-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t('areainsect.range')}</span>
        <DatePicker.RangePicker value={range} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0].startOf('day'), v[1].endOf('day')])} />
        <Button onClick={download.start} loading={download.downloading} disabled={rows.length === 0} data-testid="areainsect-export">{t('areainsect.export')}</Button>
        <Button type="primary" onClick={() => setEditing('new')} disabled={!traps.data} data-testid="areainsect-add">{t('areainsect.add')}</Button>
      </Space>
      <div ref={ref}>
        {summary.status === 'error' ? (
          <Alert type="error" showIcon title={t('areainsect.loadFailed', { error: summary.error?.message ?? '' })} action={<Button size="small" onClick={summary.reload}>{t('common.retry')}</Button>} />
        ) : !summary.data ? (
          <Skeleton active />
        ) : rows.length === 0 ? (
          <Empty description={t('areainsect.empty')} data-testid="areainsect-empty" />
        ) : (
          <>
            <AreaMap rows={rows} width={width} />
            <Typography.Text type="secondary">{t('areainsect.legend')}</Typography.Text>
            <Table<AreaSummaryRow>
              size="small"
              rowKey="id"
              style={{ marginTop: 16 }}
              dataSource={rows}
              loading={summary.status === 'loading'}
              pagination={false}
              data-testid="areainsect-table"
              columns={[
                { title: t('areainsect.area'), dataIndex: 'name', onCell: userDataCell },
                { title: t('areainsect.company'), dataIndex: 'tenant_name', onCell: userDataCell },
                { title: t('areainsect.trapCount'), dataIndex: 'traps' },
                { title: t('areainsect.pictures'), dataIndex: 'pictures' },
                { title: t('areainsect.total'), dataIndex: 'total', sorter: (a, b) => a.total - b.total, defaultSortOrder: 'descend' },
                { title: t('areainsect.mean'), dataIndex: 'daily_mean' },
                { title: t('areainsect.peak'), dataIndex: 'peak_day', render: (v: string | null) => v ?? '-' },
                {
                  title: t('areainsect.actions'),
                  key: 'actions',
                  render: (_, row) => (
                    <Space>
                      <Button size="small" type="link" disabled={!areaOf(row.id)} onClick={() => setEditing(areaOf(row.id) ?? null)}>{t('areainsect.edit')}</Button>
                      <Popconfirm title={t('areainsect.deleteConfirm', { name: row.name })} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => void remove(row)}>
                        <Button size="small" type="link" danger>{t('areainsect.delete')}</Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]}
            />
          </>
        )}
      </div>
      {editing && traps.data && <AreaFormModal area={editing === 'new' ? undefined : editing} traps={traps.data.rows} onClose={() => setEditing(null)} onSaved={saved} />}
    </Card>
  );
}
