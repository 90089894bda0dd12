import type { Content } from 'pdfmake/interfaces';

/**
 * Small charts for pdfmake: shapes drawn as SVG (vector), labels as pdfmake
 * text placed over them. Text inside the SVG would go through svg-to-pdfkit's
 * glyph-by-glyph layout, several times slower than the rest of a report.
 */

export interface BarSeries {
  label: string;
  color: string;
  values: number[];
}

type Anchor = 'left' | 'center' | 'right';

/** A label at (x, y) of the chart's top-left corner; detached, so it does not move the flow. */
function label(x: number, y: number, text: string, anchor: Anchor = 'left', width = 60): Content {
  const left = anchor === 'left' ? x : anchor === 'center' ? x - width / 2 : x - width;
  return {
    relativePosition: { x: left, y },
    columns: [{ width, text, alignment: anchor, fontSize: 7, color: '#424242' }],
  };
}

const svgOf = (width: number, height: number, parts: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;

/** Vertical grouped bars, one group per category, with a legend on top. */
export function groupedBars(
  categories: readonly string[],
  series: readonly BarSeries[],
  width = 515,
  height = 170,
): Content {
  const top = 22;
  const bottom = 18;
  const left = 26;
  const plotH = height - top - bottom;
  const plotW = width - left - 6;
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const step = max <= 5 ? 1 : Math.ceil(max / 5);
  const groupW = plotW / Math.max(1, categories.length);
  const barW = Math.min(18, (groupW * 0.8) / Math.max(1, series.length));
  const shapes: string[] = [];
  const labels: Content[] = [];
  for (let v = 0; v <= max; v += step) {
    const y = top + plotH - (v / max) * plotH;
    shapes.push(
      `<line x1="${left}" y1="${y.toFixed(1)}" x2="${width - 6}" y2="${y.toFixed(1)}" stroke="#e0e0e0" stroke-width="0.5"/>`,
    );
    labels.push(label(left - 4, y - 4, String(v), 'right', 24));
  }
  categories.forEach((cat, i) => {
    const gx = left + i * groupW + (groupW - barW * series.length) / 2;
    series.forEach((s, j) => {
      const v = s.values[i] ?? 0;
      const h = (v / max) * plotH;
      if (h > 0) {
        shapes.push(
          `<rect x="${(gx + j * barW).toFixed(1)}" y="${(top + plotH - h).toFixed(1)}" width="${(barW - 1).toFixed(1)}" height="${h.toFixed(1)}" fill="${s.color}"/>`,
        );
      }
    });
    labels.push(
      label(left + i * groupW + groupW / 2, top + plotH + 4, cat, 'center', Math.max(24, groupW)),
    );
  });
  let lx = left;
  for (const s of series) {
    shapes.push(`<rect x="${lx}" y="4" width="9" height="9" fill="${s.color}"/>`);
    labels.push(label(lx + 13, 4, s.label, 'left', 120));
    lx += 24 + s.label.length * 4.5;
  }
  shapes.push(
    `<line x1="${left}" y1="${top + plotH}" x2="${width - 6}" y2="${top + plotH}" stroke="#9e9e9e" stroke-width="0.7"/>`,
  );
  return { stack: [...labels, { svg: svgOf(width, height, shapes) }] };
}

/** Horizontal bars with a label before and the value after each bar. */
export function horizontalBars(
  rows: readonly { label: string; value: number }[],
  color: string,
  width = 250,
): Content {
  const rowH = 16;
  const labelW = 120;
  const height = Math.max(1, rows.length) * rowH + 4;
  const max = Math.max(1, ...rows.map((r) => r.value));
  const barMax = width - labelW - 24;
  const shapes: string[] = [];
  const labels: Content[] = [];
  rows.forEach((r, i) => {
    const y = 2 + i * rowH;
    const w = (r.value / max) * barMax;
    shapes.push(
      `<rect x="${labelW}" y="${y + 2}" width="${Math.max(0.5, w).toFixed(1)}" height="${rowH - 5}" fill="${color}"/>`,
    );
    labels.push(
      label(labelW - 6, y + 2, r.label, 'right', labelW - 6),
      label(labelW + w + 4, y + 2, String(r.value), 'left', 30),
    );
  });
  return { stack: [...labels, { svg: svgOf(width, height, shapes) }] };
}
