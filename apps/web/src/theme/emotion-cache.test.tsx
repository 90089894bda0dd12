import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;

/** The CSS the app's providers wrote for what was rendered (jsdom: text nodes, not insertRule). */
function renderedCss(): string {
  return [...document.head.querySelectorAll('style[data-emotion]')]
    .map((tag) => tag.textContent)
    .join('\n');
}

describe("the app's style cache (decision 0096)", () => {
  it('writes one spelling of what every target browser reads unprefixed', () => {
    render(
      <AppProviders>
        <Box
          data-testid="box"
          sx={{ display: 'flex', justifyContent: 'center', appearance: 'none', flexWrap: 'wrap' }}
        />
        <Box sx={{ animation: `${spin} 1s linear infinite` }} />
      </AppProviders>,
    );
    const css = renderedCss();
    const box = screen.getByTestId('box').className.match(/css-\w+/)?.[0];
    const rule = css.split('\n').find((line) => line.startsWith(`.${box}{`));
    expect(rule).toBe(
      `.${box}{display:flex;justify-content:center;appearance:none;flex-wrap:wrap;}`,
    );
    expect(css).toMatch(/^@keyframes animation-\w+\{/m);
    expect(css).not.toContain('@-webkit-keyframes');
  });

  it("keeps -webkit- for what Safari reads only prefixed, MUI's button's user-select first", () => {
    render(
      <AppProviders>
        <Button>Gol</Button>
        <Box sx={{ backdropFilter: 'blur(4px)', hyphens: 'auto' }} />
      </AppProviders>,
    );
    const css = renderedCss();
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(css).toContain('-webkit-hyphens:auto;hyphens:auto;');
  });
});
