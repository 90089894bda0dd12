// Draws the installed app's icons (decision 0133) from the favicon's design, in the spec's
// colours (§9: primary #1e88e5, secondary #43a047), into public/icons/. Run once after a change
// to the design: `node apps/web/scripts/pwa-icons.mjs` (sharp comes with the server workspace);
// the PNGs are committed, so the web build needs no image tool.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
mkdirSync(out, { recursive: true });

const gradient =
  '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e88e5"/><stop offset="1" stop-color="#43a047"/></linearGradient>';
// The ball of the favicon, drawn in a 64-unit box.
const ball =
  '<circle cx="32" cy="32" r="17" fill="none" stroke="#fff" stroke-width="4"/><path d="M32 22l8 6-3 9h-10l-3-9z" fill="#fff"/>';

/** `rounded`: the favicon's tile; otherwise a full square whose ball keeps to `scale` of it. */
function svg({ rounded, scale }) {
  const shift = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>${gradient}</defs>
<rect width="64" height="64" ${rounded ? 'rx="14"' : ''} fill="url(#g)"/>
<g transform="translate(${shift} ${shift}) scale(${scale})">${ball}</g></svg>`;
}

const icons = [
  // "any": the tile as the browser's tab shows it.
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  // "maskable": the launcher crops to its own shape; the ball stays inside the 80% safe zone.
  { file: 'maskable-512.png', size: 512, rounded: false, scale: 0.8 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.9 },
];

for (const icon of icons) {
  await sharp(Buffer.from(svg(icon)), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, icon.file));
  console.log(icon.file);
}
