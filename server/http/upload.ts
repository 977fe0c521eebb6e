import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error';

const MB = 1024 * 1024;

/** The message keys an upload route answers with: nothing chosen, and over the limit ({limit} in MB). */
export interface UploadMessages {
  missing: string;
  tooLarge: string;
}

/**
 * The one file of a multipart request (the route's scope registered @fastify/multipart with a
 * `fileSize` limit of `limitBytes`), read whole, with its name as sent. An empty or missing file
 * and one over the limit are the caller's mistakes, answered 400 in their language. Busboy cuts a
 * file only a little over the limit without raising, so `truncated` is checked too: a service
 * never sees a silently cut file.
 */
export async function readSingleUpload(request: FastifyRequest, limitBytes: number, messages: UploadMessages): Promise<{ bytes: Buffer; filename: string }> {
  const file = await request.file();
  if (!file) throw badRequest(messages.missing);
  const tooLarge = () => new AppError(400, messages.tooLarge, { limit: limitBytes / MB });
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (file.file.truncated || bytes.byteLength > limitBytes) throw tooLarge();
  if (bytes.byteLength === 0) throw badRequest(messages.missing);
  return { bytes, filename: file.filename };
}

/** The bytes of the request's one file (readSingleUpload without the name). */
export async function readSingleFile(request: FastifyRequest, limitBytes: number, messages: UploadMessages): Promise<Buffer> {
  return (await readSingleUpload(request, limitBytes, messages)).bytes;
}
