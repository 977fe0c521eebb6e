import { registerTranslations } from '../../i18n';

registerTranslations({
  'zh-CN': { reportDownload: { confirm: '确认下载报表文件吗？', failed: '下载失败：{{error}}' } },
  'en-US': { reportDownload: { confirm: 'Confirm to download the report file?', failed: 'Download failed: {{error}}' } },
});
