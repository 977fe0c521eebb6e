import { useState } from 'react';
import { Alert, Button, Input, Result, Skeleton, Space } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { readArticle, type ArticleView as View } from '../../api/knowledge';
import { useRequest } from '../../hooks/use-request';
import { ArticleView } from './article-view';
import './rich-text-i18n';

/** One published article; a password article asks for its password, which the server checks. */
export function ArticleOpen({ id }: { id: number }) {
  const { t } = useTranslation();
  const first = useRequest(() => readArticle(id));
  const [unlocked, setUnlocked] = useState<View | null>(null);
  const [password, setPassword] = useState('');
  const [wrong, setWrong] = useState<string | null>(null);

  if (first.status === 'loading') return <Skeleton active paragraph={{ rows: 8 }} />;
  if (first.status === 'error' || !first.data) return <Alert type="error" showIcon title={t('richText.loadFailed', { error: first.error?.message ?? '' })} />;
  const article = unlocked ?? first.data;
  if (!article.locked) return <ArticleView article={article} />;

  const unlock = async () => {
    try {
      setUnlocked(await readArticle(id, password));
      setWrong(null);
    } catch (error) {
      setWrong((error as Error).message || t('richText.wrongPassword'));
    }
  };
  return (
    <Result
      icon={<LockOutlined />}
      title={t('richText.locked')}
      extra={
        <Space direction="vertical">
          <Space.Compact>
            <Input.Password autoFocus aria-label={t('richText.password')} placeholder={t('richText.password')} value={password} onChange={(e) => setPassword(e.target.value)} onPressEnter={unlock} data-testid="article-password" />
            <Button type="primary" onClick={unlock} disabled={!password}>{t('richText.unlock')}</Button>
          </Space.Compact>
          {wrong && <Alert type="error" showIcon title={wrong} />}
        </Space>
      }
    />
  );
}
