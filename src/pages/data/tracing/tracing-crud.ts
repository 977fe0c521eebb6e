import { createElement } from 'react';
import { TRACING_ENDPOINTS, type TraceRecord } from '../../../../shared/contract/api/tracing';
import { userDataCell } from '../../../lib/user-data';
import { manageApi } from '../../../components/crud/manage-api';
import type { CrudDecl } from '../../../components/crud/crud-decl';

const orDash = (v: string | null) => v || '-';

/**
 * The company's traceability batches (POST /traceManage) as the kit lists them: searched by batch
 * or product, deleted to a recycle bin, live rows ticked for the label sheet. The add/edit dialog is
 * the page's own (a new batch stays open for its image and video).
 */
export const TRACING_CRUD: CrudDecl<TraceRecord> = {
  messages: 'tracing',
  ids: 'trace',
  rootTestId: 'tracing-page',
  api: manageApi<TraceRecord>(TRACING_ENDPOINTS.manage, { bin: true }),
  bin: true,
  pageSize: 10,
  company: true,
  selectable: true,
  nameOf: (record) => record.batch_no,
  filters: [{ name: 'keyword', kind: 'search', label: 'search' }],
  columns: ({ t, deleted, choices }) => [
    { title: t('tracing.batch'), dataIndex: 'batch_no', onCell: userDataCell },
    { title: t('tracing.product'), dataIndex: 'product_name', onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    { title: t('tracing.brand'), dataIndex: 'brand_name', onCell: userDataCell, render: orDash },
    { title: t('tracing.producingUnit'), dataIndex: 'producing_unit', onCell: userDataCell, render: orDash },
    { title: t('tracing.originAddress'), dataIndex: 'origin_address', onCell: userDataCell, render: orDash },
    { title: t('tracing.deliveryTime'), dataIndex: 'delivery_time', render: orDash },
    // Media are served only for live batches: the recycle bin shows none.
    { title: t('tracing.image'), dataIndex: 'image', render: (v: TraceRecord['image']) => (v && !deleted ? createElement('img', { src: v.url, alt: t('tracing.image'), style: { height: 32 } }) : '-') },
    ...(choices.companies.length > 1 ? [{ title: t('tracing.company'), dataIndex: 'tenant_name', onCell: userDataCell, render: (v: string | null) => v ?? '-' }] : []),
  ],
};
