import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': {
    notices: {
      title: '系统通知',
      noticeTitle: '标题',
      content: '内容',
      targets: '接收企业',
      allCompanies: '全部企业',
      author: '发布人',
      time: '发布时间',
      add: '发布通知',
      deleteConfirm: '确定要删除“{{name}}”吗？',
      addTitle: '发布系统通知',
      titleRequired: '通知标题不能为空',
      contentRequired: '通知内容不能为空',
      targetsRequired: '请选择接收通知的企业，或选择全部企业',
      published: '通知已发布',
      search: '按标题搜索',
      empty: '暂无系统通知',
    },
  },
  'en-US': {
    notices: {
      title: 'System notices',
      noticeTitle: 'Title',
      content: 'Content',
      targets: 'Companies',
      allCompanies: 'All companies',
      author: 'Author',
      time: 'Published at',
      add: 'Publish notice',
      deleteConfirm: 'Are you sure you want to delete "{{name}}"?',
      addTitle: 'Publish a system notice',
      titleRequired: 'Notice title cannot be empty',
      contentRequired: 'Notice content cannot be empty',
      targetsRequired: 'Choose the companies to notify, or all companies',
      published: 'Notice published',
      search: 'Search by title',
      empty: 'No system notices yet',
    },
  },
});
