import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { lazy } from '../lazy';

const require = createRequire(import.meta.url);

// Fonts are read once into pdfmake's virtual file system (not in its
// typings) and images come as data URLs, so pdfmake itself needs neither the
// network nor the disk and both access policies refuse everything. The names
// are the fonts' real paths because the SVG renderer (svg-to-pdfkit) opens
// the font of chart labels by name through pdfkit, outside pdfmake.
const loadPdfmake = lazy(async () => {
  const pdfmake = (await import('pdfmake')).default;
  const fontDir = path.join(
    path.dirname(require.resolve('pdfmake/package.json')),
    'build',
    'fonts',
    'Roboto',
  );
  const vfs = (
    pdfmake as unknown as { virtualfs: { writeFileSync(name: string, content: Buffer): void } }
  ).virtualfs;
  const file = (name: string) => path.join(fontDir, name);
  const FILES = {
    normal: file('Roboto-Regular.ttf'),
    bold: file('Roboto-Medium.ttf'),
    italics: file('Roboto-Italic.ttf'),
    bolditalics: file('Roboto-MediumItalic.ttf'),
  } as const;
  for (const f of Object.values(FILES)) vfs.writeFileSync(f, readFileSync(f));
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  pdfmake.setFonts({ Roboto: { ...FILES } });
  return pdfmake;
});

/** Renders a document with the embedded Roboto fonts. */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const pdfmake = await loadPdfmake();
  return pdfmake
    .createPdf({ ...doc, defaultStyle: { font: 'Roboto', ...doc.defaultStyle } })
    .getBuffer();
}
