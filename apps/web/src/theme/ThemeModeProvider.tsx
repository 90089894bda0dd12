import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { emotionCache } from './emotion-cache';
import { buildTheme } from './theme';

export const DARK_MODE_KEY = 'darkMode';

/** Reads the stored boolean; anything but `true` means light (spec §1). */
export function readDarkMode(): boolean {
  try {
    return JSON.parse(localStorage.getItem(DARK_MODE_KEY) ?? 'false') === true;
  } catch {
    return false;
  }
}

interface ThemeModeValue {
  darkMode: boolean;
  toggleDarkMode: () => void;
  /** Sets the mode (e.g. from the user's stored settings), kept in localStorage like a toggle. */
  setDarkMode: (dark: boolean) => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [darkMode, setDarkMode] = useState(readDarkMode);
  const toggleDarkMode = useCallback(() => {
    setDarkMode((prev) => {
      const next = !prev;
      localStorage.setItem(DARK_MODE_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  const setMode = useCallback((dark: boolean) => {
    localStorage.setItem(DARK_MODE_KEY, JSON.stringify(dark));
    setDarkMode(dark);
  }, []);
  const theme = useMemo(() => buildTheme(darkMode), [darkMode]);
  const value = useMemo(
    () => ({ darkMode, toggleDarkMode, setDarkMode: setMode }),
    [darkMode, toggleDarkMode, setMode],
  );
  return (
    <ThemeModeContext.Provider value={value}>
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          <GlobalStyles
            styles={{
              '.notistack-MuiContent': { width: 320, maxWidth: 'calc(100vw - 32px)' },
            }}
          />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const ctx = useContext(ThemeModeContext);
  if (!ctx) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return ctx;
}
