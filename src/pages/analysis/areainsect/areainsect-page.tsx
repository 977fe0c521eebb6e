import { useCallback, useState } from 'react';
import { Button, Card, DatePicker, Empty, Skeleton, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { areaSummary, deleteAreas, exportAreaSummary, insectTraps, searchAreas, type AreaSummaryRow, type InsectArea } from '../../../api/insects';
import { useRequest } from '../../../hooks/use-request';
import { useElementWidth } from '../../../components/charts/use-element-width';
import { useReportDownload } from '../../../components/report-download/use-report-download';
import { userDataCell } from '../../../lib/user-data';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useCrudWords } from '../../../components/crud/crud-words';
import { useCrudAction } from '../../../components/crud/use-crud-action';
import { listActionColumn } from '../../../components/crud/list-action-column';
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
 * A report rather than a paged list, so it composes the CRUD kit's action column, dialog and
 * write feedback instead of being a CrudPage.
 */
export default function AreainsectPage() {
  const { t } = useTranslation();
  const word = useCrudWords('areainsect');
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
  const run = useCrudAction(useCallback(() => setRound((r) => r + 1), []));
  const rows = summary.data?.rows ?? [];

  return (
    <Card data-testid="areainsect-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t('areainsect.range')}</span>
        <DatePicker.RangePicker value={range} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0].startOf('day'), v[1].endOf('day')])} />
        <Button onClick={download.start} loading={download.downloading} disabled={rows.length === 0} data-testid="areainsect-export">{t('areainsect.export')}</Button>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="areainsect-add">{t('areainsect.add')}</Button>
      </Space>
      <div ref={ref}>
        {summary.status === 'error' ? (
          <LoadErrorAlert message={t('areainsect.loadFailed', { error: summary.error?.message ?? '' })} onRetry={summary.reload} />
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
                listActionColumn<AreaSummaryRow>({
                  word,
                  ids: 'area',
                  nameOf: (row) => row.name,
                  // The summary row names the area; the dialog edits the stored area behind it.
                  onEdit: (row) => setEditing(areaOf(row.id) ?? null),
                  onDelete: (row) => void run(() => deleteAreas([row.id]), word('deleted')),
                }),
              ]}
            />
          </>
        )}
      </div>
      {editing && <AreaFormModal area={editing === 'new' ? undefined : editing} traps={traps.data?.rows} trapsError={traps.status === 'error' ? traps.error?.message ?? '' : null} onClose={() => setEditing(null)} onSaved={saved} />}
    </Card>
  );
}
