import { DEFAULT_LANGUAGE, LANGUAGES, messages, type TLanguage } from '@futsal/shared';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { applyDayjsLocale } from './dates';
import en from './locales/en.json';
import es from './locales/es.json';
import it from './locales/it.json';
import pt from './locales/pt.json';

export const UI_CATALOGS: Record<TLanguage, Record<string, unknown>> = { es, en, it, pt };

/**
 * Each language's resources: the UI texts (nested keys) plus the shared
 * catalog (flat keys such as `validation.email.invalid` and `errors.<CODE>`),
 * so a zod message key renders with `t(error.message)`.
 */
export function buildResources() {
  return Object.fromEntries(
    LANGUAGES.map((lng) => [lng, { translation: { ...UI_CATALOGS[lng], ...messages[lng] } }]),
  );
}

export function isSupportedLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language in use, reduced to one of the four supported. */
export function currentLanguage(): TLanguage {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE).split('-')[0];
  return isSupportedLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

function onLanguageChanged() {
  const lng = currentLanguage();
  applyDayjsLocale(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

i18n.on('languageChanged', onLanguageChanged);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: buildResources(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['querystring', 'localStorage', 'navigator'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
    },
    react: { useSuspense: false },
  });

export default i18n;
