import type { TLanguage } from '@futsal/shared/limits';
import type { TTheme } from '@futsal/shared/schemas/settings';

export interface TPreferenceChange {
  language?: TLanguage;
  theme?: TTheme;
}

type Listener = (change: TPreferenceChange) => void;
const listeners = new Set<Listener>();

/**
 * A switch the user made in the top bar or the login page. Only user actions
 * are announced (never a stored preference being applied), so whoever saves
 * them (the signed-in layout) cannot echo a value back.
 */
export function announcePreferenceChange(change: TPreferenceChange): void {
  for (const listener of listeners) listener(change);
}

export function onPreferenceChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
