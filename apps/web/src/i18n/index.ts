import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@futsal/shared/limits';
import i18n, { type BackendModule, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './detector';

/**
 * A language's resources: the UI texts (nested keys) plus the shared catalog
 * (flat keys such as `validation.email.invalid` and `errors.<CODE>`), so a
 * zod message key renders with `t(error.message)`.
 */
export function mergeCatalogs(
  ui: Record<string, unknown>,
  shared: Record<string, string>,
): Record<string, unknown> {
  return { ...ui, ...shared };
}

/**
 * Every catalog loads on demand, Spanish (the source) too: a visit downloads
 * only the language it shows, and the others when the user switches.
 */
export async function loadCatalog(lng: TLanguage): Promise<Record<string, unknown>> {
  switch (lng) {
    case 'en': {
      const [ui, shared] = await Promise.all([
        import('./locales/en.json'),
        import('@futsal/shared/messages/en'),
      ]);
      return mergeCatalogs(ui.default, shared.en);
    }
    case 'it': {
      const [ui, shared] = await Promise.all([
        import('./locales/it.json'),
        import('@futsal/shared/messages/it'),
      ]);
      return mergeCatalogs(ui.default, shared.it);
    }
    case 'pt': {
      const [ui, shared] = await Promise.all([
        import('./locales/pt.json'),
        import('@futsal/shared/messages/pt'),
      ]);
      return mergeCatalogs(ui.default, shared.pt);
    }
    default: {
      const [ui, shared] = await Promise.all([
        import('./locales/es.json'),
        import('@futsal/shared/messages/es'),
      ]);
      return mergeCatalogs(ui.default, shared.es);
    }
  }
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const lng = language.split('-')[0];
    if (!isSupportedLanguage(lng)) {
      callback(null, {});
      return;
    }
    loadCatalog(lng).then(
      (data) => callback(null, data as ResourceKey),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

export function isSupportedLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language in use, reduced to one of the four supported. */
export function currentLanguage(): TLanguage {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE).split('-')[0];
  return isSupportedLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

i18n.on('languageChanged', () => {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
});

/**
 * Spanish stands in only for a language the app does not speak: the four
 * catalogs have the same keys (catalogs.test.ts), so a supported language
 * needs no fallback, and i18next then fetches that one catalog alone.
 */
export function fallbackFor(code: string | undefined): string[] {
  return isSupportedLanguage(code?.split('-')[0]) ? [] : [DEFAULT_LANGUAGE];
}

/** The options the app's i18next starts with (tests start their own instance with them). */
export const initOptions: InitOptions = {
  fallbackLng: fallbackFor,
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};

/** Resolves once the detected language's texts are in. */
export const i18nReady = i18n
  .use(lazyBackend)
  .use(languageDetector)
  .use(initReactI18next)
  .init(initOptions);

export default i18n;
