import type { CommandCode } from '../../../../shared/contract/api/command-codes';
import { COMMAND_CODE_ENDPOINTS } from '../../../../shared/contract/api/command-codes';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import { DEVICE_TYPES } from '../../../../shared/contract/device-types';
import { manageApi } from '../../../components/crud/manage-api';
import type { CrudDecl } from '../../../components/crud/crud-decl';
import { codeColumns } from './code-columns';

/**
 * The command codes (POST /commandCodeManage, 8003 to change) as the kit shows them: filtered by
 * device type and keyword; platform defaults listed beside a company's own and read only to it.
 * The form is the page's own (the owner may be "platform default").
 */
export const CODE_CRUD: CrudDecl<CommandCode> = {
  messages: 'code',
  ids: 'code',
  tableTestId: 'code-table',
  api: manageApi<CommandCode>(COMMAND_CODE_ENDPOINTS.manage),
  access: { add: ROUTE_ACCESS.commandCodes, update: ROUTE_ACCESS.commandCodes, delete: ROUTE_ACCESS.commandCodes },
  hint: 'hint',
  company: true,
  nameOf: (row) => row.code,
  writable: (row) => row.editable,
  filters: [
    { name: 'device_type', kind: 'select', label: 'deviceType', placeholder: 'allTypes', options: DEVICE_TYPES.map((type) => ({ value: type, label: type })) },
    { name: 'keyword', kind: 'search', label: 'search', width: 240 },
  ],
  columns: codeColumns,
};
