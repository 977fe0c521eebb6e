// Draws the installed app's icons from public/favicon.svg into public/ (run once when the mark changes;
// the PNGs are committed so a build needs no image tools). The maskable icon keeps the mark inside the
// centre 80 % a launcher may crop to a circle, on the brand blue the mark sits on.
// Usage: node scripts/make-pwa-icons.mjs
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const BRAND_BLUE = '#1677ff';
const MASKABLE_SAFE_SHARE = 0.7;
const svg = readFileSync('public/favicon.svg');

for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 32 }).resize(size, size).png().toFile(`public/pwa-${size}.png`);
}
const inner = Math.round(512 * MASKABLE_SAFE_SHARE);
const mark = await sharp(svg, { density: (72 * inner) / 32 }).resize(inner, inner).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND_BLUE } })
  .composite([{ input: mark, gravity: 'centre' }])
  .png()
  .toFile('public/pwa-maskable-512.png');
console.log('icons written: public/pwa-192.png, public/pwa-512.png, public/pwa-maskable-512.png');
