import type { Kysely } from 'kysely';
import type { RequestScope } from '../../auth/request-scope';
import type { DB } from '../../db/types';
import { translate } from '../../i18n/messages';
import { insertNotice } from '../notices';
import './messages';

/**
 * Tells the customer's company about a step of its ticket or suggestion through the message
 * center (a notice addressed to that company), written in the same transaction as the step. The
 * text is in the language of whoever took the step: notices are stored as plain text.
 */
export async function notifyCompany(scope: RequestScope, trx: Kysely<DB>, tenantId: number, titleKey: string, bodyKey: string, params: Record<string, string | number>) {
  await insertNotice(trx, {
    title: translate(scope.lang, titleKey, params).slice(0, 100),
    content: translate(scope.lang, bodyKey, params).slice(0, 2000),
    all: false,
    companyIds: [tenantId],
    authorId: scope.user.id,
    authorName: scope.user.realName || scope.user.userName,
  });
}
