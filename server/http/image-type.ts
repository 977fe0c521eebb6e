/** The image types uploads accept, told by their first bytes rather than by the name or type the browser sent. */
export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

export function sniffImageType(bytes: Uint8Array): ImageMime | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
