import { Button, Result } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The body of the 403, 404 and 500 screens: a status picture, the reason and the ways back. */
export function ErrorScreen({ status, text }: { status: '403' | '404' | '500'; text: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#fff' }}>
      <Result
        status={status}
        title={status}
        subTitle={text}
        data-testid={`error-${status}`}
        extra={[
          <Button key="back" onClick={() => window.history.back()}>
            {t('common.back')}
          </Button>,
          <Button key="home" type="primary" onClick={() => void navigate({ to: '/home' })}>
            {t('common.backHome')}
          </Button>,
        ]}
      />
    </div>
  );
}
