import type { ReactNode } from 'react';
import { Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The question, naming what is acted on. */
  title: string;
  onConfirm(): void;
  /** A delete's OK button is red. */
  danger?: boolean;
  /** Nothing to ask: the button it wraps is disabled (one's own account; a bulk action with no rows chosen). */
  disabled?: boolean;
  children: ReactNode;
}

/** Asks before a delete or a restore, with the console's OK and Cancel. */
export function RowConfirm({ title, onConfirm, danger, disabled, children }: Props) {
  const { t } = useTranslation();
  return (
    <Popconfirm title={title} okText={t('common.ok')} cancelText={t('common.cancel')} okButtonProps={danger ? { danger: true } : undefined} disabled={disabled} onConfirm={onConfirm}>
      {children}
    </Popconfirm>
  );
}
