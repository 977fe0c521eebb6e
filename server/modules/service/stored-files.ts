import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sniffImageType, type ImageMime } from '../../http/image-type';

/** Where customer service keeps files under DATA_DIR: conversation attachments and ticket photos. */
export type FileArea = 'service-chat' | 'service-photos';

const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'application/pdf': 'pdf' };
/** Only names this module made are ever joined to a path, so a stored name cannot climb out of its folder. */
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|pdf)$/;

/** A PDF starts with "%PDF-" (ISO 32000 7.5.2); anything else is not one, whatever its name says. */
export function sniffAttachmentType(bytes: Uint8Array): ImageMime | 'application/pdf' | null {
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
  if (pdf.every((b, i) => bytes[i] === b)) return 'application/pdf';
  return sniffImageType(bytes);
}

const areaDir = (app: FastifyInstance, area: FileArea) => path.join(app.config.dataDir, area);

/** Writes the bytes under a random name (128 bits: never guessed, never reused) and returns the name. */
export async function storeFile(app: FastifyInstance, area: FileArea, bytes: Uint8Array, mime: string): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${EXTENSION[mime]}`;
  const dir = areaDir(app, area);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), bytes);
  return name;
}

/** Removes a file whose row was not written (the insert failed after the write). */
export async function dropFile(app: FastifyInstance, area: FileArea, name: string): Promise<void> {
  if (STORED_NAME.test(name)) await rm(path.join(areaDir(app, area), name), { force: true });
}

/** The bytes of a stored file, or null when it is gone from the disk. */
export async function readStoredFile(app: FastifyInstance, area: FileArea, name: string): Promise<Buffer | null> {
  if (!STORED_NAME.test(name)) return null;
  return readFile(path.join(areaDir(app, area), name)).catch(() => null);
}

/** A name safe to show and to put in a Content-Disposition header: no path, no control or quote characters. */
export function displayName(raw: string | undefined, fallback: string, max: number): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || fallback).slice(0, max);
}
