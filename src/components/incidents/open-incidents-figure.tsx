import { Button } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useOpenIncidents } from './use-open-incidents';
import './incidents-i18n';

/** The home page's "open incidents" figure beside its alarms: how many wait for acknowledgement, leading to the message center. */
export function OpenIncidentsFigure() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { sees, open } = useOpenIncidents();
  if (!sees || open === 0) return null;
  return (
    <Button type="link" danger onClick={() => void navigate({ to: '/message' })} data-testid="home-open-incidents">
      {t('incidents.openCount', { count: open })}
    </Button>
  );
}
