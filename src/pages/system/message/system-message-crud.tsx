import { Space, Tag, Typography } from 'antd';
import { deleteNotices, listNotices, type NoticeRow } from '../../../api/notices';
import { formatTime } from '../../../lib/format-time';
import { userDataCell } from '../../../lib/user-data';
import type { CrudApi, CrudDecl } from '../../../components/crud/crud-decl';

const LIST: CrudApi<NoticeRow> = {
  search: ({ filter, page, pageSize }, options) => listNotices({ ...filter, page, pageSize }, options),
};

// Publishing and deleting are the platform admin's; publishing goes through the page's own form.
const ADMIN: CrudApi<NoticeRow> = { ...LIST, remove: (rows) => deleteNotices(rows.map((row) => row.id)) };

/** The system notices (8006) as the kit shows them: title, content, the companies told, author and time. */
export function noticesCrud(isAdmin: boolean): CrudDecl<NoticeRow> {
  return {
    messages: 'notices',
    ids: 'notice',
    rootTestId: 'system-message-page',
    totalText: 'admin.total',
    api: isAdmin ? ADMIN : LIST,
    // A notice once published is not edited (the form only publishes).
    access: { update: [] },
    nameOf: (row) => row.title,
    filters: [{ name: 'keyword', kind: 'search', label: 'search', width: 360 }],
    columns: ({ t }) => [
      { title: t('notices.noticeTitle'), dataIndex: 'title', width: 200, onCell: userDataCell },
      { title: t('notices.content'), dataIndex: 'content', onCell: userDataCell, render: (v: string) => <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ margin: 0 }}>{v}</Typography.Paragraph> },
      {
        title: t('notices.targets'),
        key: 'targets',
        width: 240,
        render: (_, row) => (row.all ? <Tag color="blue">{t('notices.allCompanies')}</Tag> : <Space size={[0, 4]} wrap>{row.companies.map((c) => <Tag key={c.id}>{c.name}</Tag>)}</Space>),
      },
      { title: t('notices.author'), dataIndex: 'author_name', width: 120, onCell: userDataCell },
      { title: t('notices.time'), dataIndex: 'created_at', render: formatTime, width: 170 },
    ],
  };
}
