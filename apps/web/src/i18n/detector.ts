import type { LanguageDetectorModule } from 'i18next';

/** Any detected tag reduced to its language: 'es-ES' → 'es', the form kept in i18nextLng. */
export function toLanguageCode(lng: string): string {
  return lng.split(/[-_]/)[0]?.toLowerCase() ?? lng;
}

const STORAGE_KEY = 'i18nextLng';

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode settings): the browser's language decides
  }
}

/**
 * Spec §1: ?lng=, then i18nextLng, then the browser's languages; the choice is kept in i18nextLng
 * as a two-letter code. i18next picks the first candidate it speaks. Written here rather than
 * with i18next-browser-languagedetector: its seven other sources (cookie, path, subdomain...)
 * were 6 KB the sign-in page downloaded and parsed for nothing. apps/web/frame-hints.ts repeats
 * this order in plain script, to preload the catalog before the app runs: change both.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const candidates = [
      new URLSearchParams(window.location.search).get('lng'),
      stored(),
      ...(navigator.languages ?? []),
      navigator.language,
    ];
    return candidates.filter((c): c is string => Boolean(c)).map(toLanguageCode);
  },
  cacheUserLanguage(lng) {
    try {
      localStorage.setItem(STORAGE_KEY, toLanguageCode(lng));
    } catch {
      // not kept: detected again at the next visit
    }
  },
};
