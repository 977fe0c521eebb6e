import { useEffect, useRef } from 'react';
import { Empty, Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { searchCommandCodes, type CommandCode } from '../../api/command-codes';
import { useRequest } from '../../hooks/use-request';
import { USER_DATA } from '../../lib/user-data';
import { PAGE_SIZE_MAX } from '../../../shared/contract/paging';
import './command-code-select-i18n';

type Props = Omit<SelectProps<string>, 'options' | 'loading' | 'mode' | 'value' | 'onChange' | 'onSelect'> & {
  /** The device whose type's codes are offered (platform defaults and its company's own). */
  deviceId?: string;
  /** The command as typed now: shown as picked when it is one of the codes. */
  command?: string;
  /** A code was picked: the caller fills the command, its parameters and the reply from it. */
  onPick(code: CommandCode): void;
  testId?: string;
};

/**
 * The command codes a device accepts (/system/code, POST /commandCodeManage {device_id}), for the
 * pages that send or schedule commands. Picking one fills the caller's fields; free typing stays
 * possible beside it. Reloads when the device changes.
 */
export function CommandCodeSelect({ deviceId, command, onPick, testId, ...rest }: Props) {
  const { t, i18n } = useTranslation();
  const codes = useRequest(() => (deviceId ? searchCommandCodes({ device_id: deviceId, page: 1, pageSize: PAGE_SIZE_MAX }) : Promise.resolve({ rows: [], total: 0 })));
  const { reload } = codes;
  const loadedFor = useRef(deviceId);
  useEffect(() => {
    if (loadedFor.current === deviceId) return;
    loadedFor.current = deviceId;
    reload();
  }, [deviceId, reload]);
  const rows = codes.data?.rows ?? [];
  const picked = rows.find((row) => row.code === command?.trim());
  return (
    <Select<string>
      showSearch
      allowClear
      optionFilterProp="search"
      style={{ minWidth: 220 }}
      placeholder={deviceId ? t('commandCodeSelect.placeholder') : t('commandCodeSelect.pickDevice')}
      aria-label={t('commandCodeSelect.placeholder')}
      disabled={!deviceId}
      data-testid={testId}
      status={codes.status === 'error' ? 'error' : undefined}
      loading={codes.status === 'loading'}
      value={picked?.code}
      notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('commandCodeSelect.none')} />}
      onChange={(value) => {
        const row = rows.find((r) => r.code === value);
        if (row) onPick(row);
      }}
      options={rows.map((row) => {
        const name = i18n.language === 'en-US' ? row.name_en || row.name : row.name;
        return { value: row.code, search: `${row.code} ${row.name} ${row.name_en ?? ''}`, label: <span {...USER_DATA}>{`${row.code} · ${name}`}</span> };
      })}
      {...rest}
    />
  );
}
