import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './theme';

const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/** `top` laid over `under` at `opacity`, both #rrggbb, as the browser paints it. */
const over = (under: string, top: string, opacity: number): string =>
  `#${[1, 3, 5]
    .map((i) => {
      const channel = (hex: string) => parseInt(hex.slice(i, i + 2), 16);
      return Math.round(channel(under) * (1 - opacity) + channel(top) * opacity)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;

/**
 * A palette colour is text on the page and on a card (a text or outlined button, a field's error)
 * and the fill under its contrast text (a contained button, a chip): each must reach WCAG AA,
 * 4.5:1, in each theme, also on the tint a text button lays under itself on hover, which is as
 * strong as the tinted footers of the forms. The dark theme's red was 4.2:1 on the competition
 * form's footer (decision 0113).
 */
describe.each([false, true])('the palette (dark: %s)', (dark) => {
  const { palette } = buildTheme(dark);

  it.each(COLOURS)('%s reads at 4.5:1 as text on the page, a card and its tint', (name) => {
    const { main } = palette[name];
    const { paper } = palette.background;
    const tinted = over(paper, main, palette.action.hoverOpacity);
    for (const surface of [palette.background.default, paper, tinted])
      expect(getContrastRatio(main, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(COLOURS)('%s takes text at 4.5:1 when it fills a button', (name) => {
    expect(getContrastRatio(palette[name].contrastText, palette[name].main)).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
