import { useTranslation } from 'react-i18next';
import { ArticleReader } from '../../../components/rich-text/article-reader';
import './fish-i18n';

/** /knowledge/fish (6001): the published Aquatic knowledge articles (spec group 6). */
export default function FishPage() {
  const { t } = useTranslation();
  return <ArticleReader category="fish" title={t('knowledgeFish.title')} testId="knowledge-fish-page" />;
}
