import { describe, expect, it } from 'vitest';
import { muiNoCssVars } from '../../mui-no-css-vars';
import { buildTheme } from './theme';

const load = (id: string) => {
  const hook = muiNoCssVars().load;
  if (typeof hook !== 'function') throw new Error('load hook missing');
  return (hook as (id: string) => string | null).call({}, id);
};
const styles = '/repo/node_modules/@mui/material/styles';

describe('the build without MUI CSS theme variables (decision 0069)', () => {
  it('replaces createTheme and ThemeProvider of @mui/material/styles only', () => {
    expect(load(`${styles}/createTheme.mjs`)).toContain('createThemeNoVars');
    expect(load(`${styles}/ThemeProvider.mjs`)).toContain('ThemeProviderNoVars');
    expect(load(`${styles}/createThemeNoVars.mjs`)).toBeNull();
    expect(load('/repo/apps/web/src/theme/createTheme.mjs')).toBeNull();
    expect(load('/repo/node_modules/@mui/system/createTheme.mjs')).toBeNull();
  });

  it('holds for the app theme: no CSS variables, no color schemes, in either mode', () => {
    // MUI's createTheme returns createThemeNoVars(options) for exactly such themes.
    for (const dark of [false, true]) {
      const theme = buildTheme(dark) as unknown as Record<string, unknown>;
      expect(theme.colorSchemes).toBeUndefined();
      expect(theme.vars).toBeUndefined();
    }
  });
});
