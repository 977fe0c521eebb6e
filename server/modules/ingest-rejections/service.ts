import type { RequestScope } from '../../auth/request-scope';
import { hasMessage, translate } from '../../i18n/messages';
import { listRejections } from './repository';
import type { RejectionQuery, RejectionRow } from '../../../shared/contract/api/ingest-rejections';
import './messages';

const DEFAULT_PAGE_SIZE = 20;

/** A device's refused telemetry messages, for a user who may see the device (404 otherwise). */
export async function rejectionsOfDevice(
  scope: RequestScope,
  query: RejectionQuery,
): Promise<{ rows: RejectionRow[]; total: number }> {
  const { db, lang } = scope;
  await scope.assertDeviceVisible(query.deviceId);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const { rows, total } = await listRejections(db, query.deviceId, (page - 1) * pageSize, pageSize);
  return {
    rows: rows.map((row) => {
      const key = `ingest_reason_${row.reason}`;
      return { ...row, reason_text: hasMessage(key) ? translate(lang, key) : row.reason };
    }),
    total,
  };
}
