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
 * `fileSize` limit of `limitBytes`), read whole. An empty or missing file and one over the limit
 * are the caller's mistakes, answered 400 in their language.
 */
export async function readSingleFile(request: FastifyRequest, limitBytes: number, messages: UploadMessages): Promise<Buffer> {
  const file = await request.file();
  if (!file) throw badRequest(messages.missing);
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(400, messages.tooLarge, { limit: limitBytes / MB });
    throw error;
  }
  if (bytes.byteLength === 0) throw badRequest(messages.missing);
  return bytes;
}
