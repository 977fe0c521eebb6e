import type { ReactNode } from 'react';
import { Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The question, naming what is acted on. */
  title: string;
  onConfirm(): void;
  /** A delete's OK button is red. */
  danger?: boolean;
  children: ReactNode;
}

/** Asks before a delete or a restore, with the console's OK and Cancel. */
export function RowConfirm({ title, onConfirm, danger, children }: Props) {
  const { t } = useTranslation();
  return (
    <Popconfirm title={title} okText={t('common.ok')} cancelText={t('common.cancel')} okButtonProps={danger ? { danger: true } : undefined} onConfirm={onConfirm}>
      {children}
    </Popconfirm>
  );
}
