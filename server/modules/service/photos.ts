import type { RequestScope } from '../../auth/request-scope';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/app-error';
import { sniffImageType } from '../../http/image-type';
import { TICKET_PHOTO_MAX_BYTES, TICKET_PHOTOS_MAX, type Ticket } from '../../../shared/contract/api/service';
import { dropFile, readStoredFile, storeFile } from './stored-files';
import { ticketRow } from './tickets';
import * as repo from './repository';
import './chat/messages';

const MB = 1024 * 1024;

/**
 * POST /service/tickets/:aftersale_no/photos: the customer who opened the ticket adds a photo of
 * the symptom (an image, told by its bytes) until the ticket is closed, at most TICKET_PHOTOS_MAX.
 * The count is checked again inside the insert's transaction, so two uploads at once cannot pass it.
 */
export async function addPhoto(scope: RequestScope, aftersaleNo: string, bytes: Uint8Array): Promise<Ticket> {
  const ticket = await ticketRow(scope, aftersaleNo);
  if (ticket.user_id !== scope.user.id) throw forbidden('aftersale_owner_only');
  if (ticket.status === 'closed') throw badRequest('aftersale_photo_state');
  if (bytes.byteLength === 0) throw badRequest('aftersale_photo_missing');
  if (bytes.byteLength > TICKET_PHOTO_MAX_BYTES) throw new AppError(400, 'aftersale_photo_too_large', { limit: TICKET_PHOTO_MAX_BYTES / MB });
  const mime = sniffImageType(bytes);
  if (!mime) throw badRequest('aftersale_photo_type');
  const file = await storeFile(scope.app, 'service-photos', bytes, mime);
  try {
    return await scope.db.transaction().execute(async (trx) => {
      // Locks the ticket row on PostgreSQL so concurrent uploads count one after the other.
      await trx.selectFrom('aftersale_tickets').select('id').where('id', '=', ticket.id).forUpdate().executeTakeFirstOrThrow();
      const { n } = await trx.selectFrom('aftersale_photos').select((eb) => eb.fn.countAll<number>().as('n')).where('ticket_id', '=', ticket.id).executeTakeFirstOrThrow();
      if (Number(n) >= TICKET_PHOTOS_MAX) throw conflict('aftersale_photo_limit', { max: TICKET_PHOTOS_MAX });
      await trx.insertInto('aftersale_photos').values({ ticket_id: ticket.id, file_name: file, mime, size: bytes.byteLength }).execute();
      await trx.updateTable('aftersale_tickets').set({ updated_at: new Date() }).where('id', '=', ticket.id).execute();
      const [saved] = await repo.withRecords(trx, [await repo.selectTickets(trx).where('aftersale_tickets.id', '=', ticket.id).executeTakeFirstOrThrow()]);
      return saved;
    });
  } catch (error) {
    await dropFile(scope.app, 'service-photos', file);
    throw error;
  }
}

/** GET /service/tickets/:aftersale_no/photos/:id: the image, to whoever sees the ticket (404 to anyone else). */
export async function photoFile(scope: RequestScope, aftersaleNo: string, id: number) {
  const ticket = await ticketRow(scope, aftersaleNo).catch(() => {
    throw notFound('aftersale_photo_not_found');
  });
  const photo = await scope.db.selectFrom('aftersale_photos').select(['file_name', 'mime']).where('id', '=', id).where('ticket_id', '=', ticket.id).executeTakeFirst();
  const bytes = photo ? await readStoredFile(scope.app, 'service-photos', photo.file_name) : null;
  if (!photo || !bytes) throw notFound('aftersale_photo_not_found');
  return { bytes, mime: photo.mime };
}
