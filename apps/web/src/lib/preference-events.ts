import { LANGUAGES, type TLanguage } from '@futsal/shared/limits';
import { THEMES, type TTheme } from '@futsal/shared/values/settings';

export interface TPreferenceChange {
  language?: TLanguage;
  theme?: TTheme;
}

type Listener = (change: TPreferenceChange) => void;
const listeners = new Set<Listener>();

/** Switches made while nobody saves them (the login page, the public pages), saved at sign-in. */
export const PENDING_PREFERENCES_KEY = 'preferencesToSave';

function readPending(): TPreferenceChange {
  try {
    const value = JSON.parse(localStorage.getItem(PENDING_PREFERENCES_KEY) ?? '{}') as {
      language?: unknown;
      theme?: unknown;
    } | null;
    // Whatever else the browser holds under the key is dropped, not sent to the server.
    const language = LANGUAGES.find((l) => l === value?.language);
    const theme = THEMES.find((t) => t === value?.theme);
    return { ...(language ? { language } : {}), ...(theme ? { theme } : {}) };
  } catch {
    return {};
  }
}

/**
 * A switch the user made in the top bar or the login page. Only user actions are announced
 * (never a stored preference being applied, nor a language or theme detected at load), so
 * whoever saves them (the signed-in layout) saves only what the user chose (decision 0117) and
 * cannot echo a value back. With nobody listening (signed out), the choice waits in the browser
 * for the next sign-in.
 */
export function announcePreferenceChange(change: TPreferenceChange): void {
  if (listeners.size === 0) {
    try {
      localStorage.setItem(
        PENDING_PREFERENCES_KEY,
        JSON.stringify({ ...readPending(), ...change }),
      );
    } catch {
      // Storage refused: the switch still applies on this device.
    }
    return;
  }
  for (const listener of listeners) listener(change);
}

/** The choices made while signed out, forgotten once taken. */
export function takePendingPreferences(): TPreferenceChange {
  const pending = readPending();
  try {
    localStorage.removeItem(PENDING_PREFERENCES_KEY);
  } catch {
    // Nothing to forget.
  }
  return pending;
}

export function onPreferenceChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
