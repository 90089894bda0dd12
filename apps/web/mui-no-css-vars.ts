import type { Plugin } from 'vite';

/*
 * MUI's `createTheme` and `ThemeProvider` pick, at run time, between the plain theme and the
 * CSS-variables one (`cssVariables`, `colorSchemes`), so the bundler keeps both; MUI's own
 * `defaultTheme`, which every styled component imports, calls `createTheme()` too. The app never
 * asks for CSS variables (theme/theme.ts): these two modules are replaced by their plain branch,
 * which is what they run for such themes, and the CSS-variables machinery leaves /login
 * (decision 0069; MUI's draft PR #48607 does the same for `defaultTheme`). Nothing of MUI's public
 * API changes; asking for CSS variables fails loudly instead of silently losing them.
 */
const STYLES = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]/;

const createTheme = `import createThemeNoVars from './createThemeNoVars.mjs';
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options)
    throw new Error('CSS theme variables are left out of this build (apps/web/mui-no-css-vars.ts)');
  return createThemeNoVars(options, ...args);
}
`;

// ThemeProvider.mjs without its CssVarsProvider branch (taken only for a theme with colorSchemes).
const themeProvider = `'use client';
import * as React from 'react';
import ThemeProviderNoVars from './ThemeProviderNoVars.mjs';
import THEME_ID from './identifier.mjs';
import { jsx as _jsx } from 'react/jsx-runtime';
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme)
      throw new Error('CSS theme variables are left out of this build (apps/web/mui-no-css-vars.ts)');
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return _jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
`;

export function muiNoCssVars(): Plugin {
  return {
    name: 'mui-no-css-vars',
    enforce: 'pre',
    load(id) {
      if (!STYLES.test(id)) return null;
      if (/[\\/]createTheme\.mjs$/.test(id)) return createTheme;
      if (/[\\/]ThemeProvider\.mjs$/.test(id)) return themeProvider;
      return null;
    },
  };
}
