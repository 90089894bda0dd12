/**
 * Small charts drawn as SVG for pdfmake (vector, not pictures). Labels use
 * the document's Roboto. Values are counts: bars are scaled to the largest.
 */

export interface BarSeries {
  label: string;
  color: string;
  values: number[];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const text = (x: number, y: number, s: string, opts = '') =>
  `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="Roboto" font-size="8" fill="#424242" ${opts}>${esc(s)}</text>`;

/** Vertical grouped bars, one group per category, with a legend on top. */
export function groupedBars(categories: readonly string[], series: readonly BarSeries[], width = 515, height = 170): string {
  const top = 22;
  const bottom = 22;
  const left = 26;
  const plotH = height - top - bottom;
  const plotW = width - left - 6;
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const step = max <= 5 ? 1 : Math.ceil(max / 5);
  const groupW = plotW / Math.max(1, categories.length);
  const barW = Math.min(18, (groupW * 0.8) / Math.max(1, series.length));
  const parts: string[] = [];
  for (let v = 0; v <= max; v += step) {
    const y = top + plotH - (v / max) * plotH;
    parts.push(`<line x1="${left}" y1="${y.toFixed(1)}" x2="${width - 6}" y2="${y.toFixed(1)}" stroke="#e0e0e0" stroke-width="0.5"/>`);
    parts.push(text(left - 4, y + 3, String(v), 'text-anchor="end"'));
  }
  categories.forEach((cat, i) => {
    const gx = left + i * groupW + (groupW - barW * series.length) / 2;
    series.forEach((s, j) => {
      const v = s.values[i] ?? 0;
      const h = (v / max) * plotH;
      if (h > 0) {
        parts.push(
          `<rect x="${(gx + j * barW).toFixed(1)}" y="${(top + plotH - h).toFixed(1)}" width="${(barW - 1).toFixed(1)}" height="${h.toFixed(1)}" fill="${s.color}"/>`,
        );
      }
    });
    parts.push(text(left + i * groupW + groupW / 2, height - 8, cat, 'text-anchor="middle"'));
  });
  let lx = left;
  for (const s of series) {
    parts.push(`<rect x="${lx}" y="4" width="9" height="9" fill="${s.color}"/>`);
    parts.push(text(lx + 13, 12, s.label));
    lx += 20 + s.label.length * 5;
  }
  parts.push(`<line x1="${left}" y1="${top + plotH}" x2="${width - 6}" y2="${top + plotH}" stroke="#9e9e9e" stroke-width="0.7"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** Horizontal bars with a label and the value at the end of each bar. */
export function horizontalBars(rows: readonly { label: string; value: number }[], color: string, width = 250): string {
  const rowH = 16;
  const labelW = 105;
  const height = Math.max(1, rows.length) * rowH + 4;
  const max = Math.max(1, ...rows.map((r) => r.value));
  const barMax = width - labelW - 24;
  const parts = rows.map((r, i) => {
    const y = 2 + i * rowH;
    const w = (r.value / max) * barMax;
    return (
      text(labelW - 4, y + 11, r.label, 'text-anchor="end"') +
      `<rect x="${labelW}" y="${y + 2}" width="${Math.max(0.5, w).toFixed(1)}" height="${rowH - 5}" fill="${color}"/>` +
      text(labelW + w + 4, y + 11, String(r.value))
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}
