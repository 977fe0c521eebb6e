import { CrudPage } from '../../../components/crud/crud-page';
import { CodeFormModal } from './code-form-modal';
import { CODE_CRUD } from './code-crud';
import './code-i18n';

/**
 * /system/code (8003): the command codes each device type accepts (POST /commandCodeManage),
 * platform defaults beside the company's own; device settings and rule outputs offer them.
 */
export default function CodePage() {
  return (
    <CrudPage
      decl={CODE_CRUD}
      slots={{ form: ({ row, choices, onClose, onSaved }) => <CodeFormModal code={row} companies={choices.companies} onClose={onClose} onSaved={onSaved} /> }}
    />
  );
}
