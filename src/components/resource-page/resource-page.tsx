import { useMemo, useState, type ReactNode } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteFarm, exportFarm, restoreFarm, searchFarm, type FarmRow } from '../../api/farm';
import type { ResourceDecl } from '../../../shared/contract/farm';
import { CrudPage } from '../crud/crud-page';
import type { CrudDecl } from '../crud/crud-decl';
import { pick } from './labels';
import { resourceColumns } from './resource-columns';
import { ResourceFilters } from './resource-filters';
import { ResourceFormModal } from './resource-form-modal';
import { useRefOptions, withRowNames } from './use-ref-options';
import './resource-i18n';

interface Props {
  decl: ResourceDecl;
  /** Values this page fixes (the supplier page's role): filtered on, sent with every new row, not shown. */
  fixed?: Record<string, string>;
  title?: string;
  /** What the page shows above the list (the base-manage overview). */
  children?: ReactNode;
  testId?: string;
}

/** A registry declaration as the kit's declaration: the farm's calls, its columns, a recycle bin and an export. */
function crudOf(decl: ResourceDecl, fixed: Record<string, string>, testId?: string): CrudDecl<FarmRow> {
  return {
    messages: 'resource',
    ids: 'resource',
    rootTestId: testId ?? `resource-page-${decl.resource}`,
    bin: true,
    company: true,
    api: {
      search: ({ filter, page, pageSize, deleted }, options) => searchFarm(decl, { ...filter, page, pageSize, deleted, ...fixed }, options),
      remove: (rows) => deleteFarm(decl, rows.map((r) => r.id)),
      restore: (rows) => restoreFarm(decl, rows.map((r) => r.id)),
      export: (filter) => exportFarm(decl, { ...filter, ...fixed } as Record<string, string>),
    },
    columns: ({ t, lang }) => resourceColumns(decl, lang, t),
  };
}

/**
 * The list-and-form page of one registry declaration, a case of the kit's CrudPage: its filters,
 * its list (units in the headers, references by name, low stock flagged), add and edit in a form
 * laid out as declared, delete to the recycle bin with confirmation, restore, and the .xlsx export
 * of the filtered list. A production log can be added only after a query (spec section 5), and
 * its form is saved before it is submitted.
 */
export function ResourcePage({ decl, fixed = {}, title, children, testId }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [queried, setQueried] = useState<Record<string, unknown> | null>(null);
  const loaded = useRefOptions(decl);
  // `fixed` is a new object each render of the page that passes it; what it holds is what matters.
  const fixedKey = JSON.stringify(fixed);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const crud = useMemo(() => crudOf(decl, fixed, testId), [decl, fixedKey, testId]);

  return (
    <CrudPage<FarmRow>
      decl={crud}
      slots={{
        title: title ?? pick(decl.label, i18n.language),
        children,
        beforeAdd: () => {
          if (decl.log && !queried) void message.warning(t('resource.queryFirst'));
          return !decl.log || Boolean(queried);
        },
        filters: (onQuery, rows) => (
          <ResourceFilters
            decl={decl}
            fixed={fixed}
            options={withRowNames(decl, loaded, rows)}
            onQuery={(filter) => {
              setQueried(filter);
              onQuery(filter);
            }}
          />
        ),
        form: ({ row, rows, choices, onClose, onSaved }) => (
          <ResourceFormModal decl={decl} row={row} fixed={fixed} initial={queried ?? {}} options={withRowNames(decl, loaded, rows)} choices={choices} onClose={onClose} onSaved={onSaved} />
        ),
      }}
    />
  );
}
