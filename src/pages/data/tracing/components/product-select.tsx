import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { productOptions } from '../../../../api/tracing';
import { USER_DATA } from '../../../../lib/user-data';

interface Option {
  id: number;
  name: string;
  tenant_id?: number;
}

/**
 * Picks a product of the catalogue (/productManage search, typed to filter on the server), limited
 * to one company's products when `tenantId` is given. `initial` keeps the stored product's name
 * shown before the list arrives.
 */
export function ProductSelect({ value, onChange, tenantId, initial, id }: { value?: number; onChange?: (id: number) => void; tenantId?: number; initial?: Option; id?: string }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<Option[]>(initial ? [initial] : []);
  const [keyword, setKeyword] = useState('');
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      productOptions(keyword).then(
        (page) => {
          if (!live) return;
          setFailed(false);
          const rows = page.rows.filter((p) => tenantId === undefined || p.tenant_id === tenantId);
          setOptions(initial && !rows.some((r) => r.id === initial.id) ? [initial, ...rows] : rows);
        },
        () => live && setFailed(true),
      ).finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword, tenantId, initial]);

  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={onChange}
      loading={loading}
      status={failed ? 'error' : undefined}
      notFoundContent={failed ? t('tracing.productLoadFailed') : undefined}
      options={options.map((p) => ({ value: p.id, label: <span {...USER_DATA}>{p.name}</span>, title: p.name }))}
      data-testid="trace-product"
    />
  );
}
