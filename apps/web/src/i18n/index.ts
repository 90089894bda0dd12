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

type Part = { default: Record<string, unknown> };

/**
 * Every catalog loads on demand, Spanish (the source) too: a visit downloads
 * only the language it shows, and the others when the user switches. Each UI
 * catalog comes in two parts (decision 0069): the sections /login shows, and
 * the rest, loaded once a page behind the server-state layout opens.
 */
const catalogs: Record<
  TLanguage,
  {
    first: () => Promise<Part>;
    rest: () => Promise<Part>;
    shared: () => Promise<Record<string, string>>;
  }
> = {
  en: {
    first: () => import('./locales/en.json?part=first'),
    rest: () => import('./locales/en.json?part=rest'),
    shared: () => import('@futsal/shared/messages/en').then((m) => m.en),
  },
  it: {
    first: () => import('./locales/it.json?part=first'),
    rest: () => import('./locales/it.json?part=rest'),
    shared: () => import('@futsal/shared/messages/it').then((m) => m.it),
  },
  pt: {
    first: () => import('./locales/pt.json?part=first'),
    rest: () => import('./locales/pt.json?part=rest'),
    shared: () => import('@futsal/shared/messages/pt').then((m) => m.pt),
  },
  es: {
    first: () => import('./locales/es.json?part=first'),
    rest: () => import('./locales/es.json?part=rest'),
    shared: () => import('@futsal/shared/messages/es').then((m) => m.es),
  },
};

/** Set once a page needs every text: languages loaded from then on come whole. */
let wholeWanted = false;
const whole = new Set<TLanguage>();

/** Languages whose first part is on its way. */
const loading = new Set<TLanguage>();

export async function loadCatalog(lng: TLanguage): Promise<Record<string, unknown>> {
  const source = catalogs[lng];
  loading.add(lng);
  try {
    const [first, shared, early] = await Promise.all([
      source.first(),
      source.shared(),
      wholeWanted ? source.rest() : undefined,
    ]);
    // Whole texts may have been asked for while the first part loaded (a page opened meanwhile):
    // the bundle is not in i18next yet, so completeCatalog could not add the rest to it.
    // loadWholeCatalog has already sent for it, so this waits for the same download.
    const rest = early ?? (wholeWanted ? await source.rest() : undefined);
    if (rest) whole.add(lng);
    return mergeCatalogs({ ...first.default, ...rest?.default }, shared);
  } finally {
    loading.delete(lng);
  }
}

/**
 * Every text of the language shown, and of any language switched to later: the
 * server-state layout route (every page but /login) waits for it before rendering.
 */
export async function loadWholeCatalog(): Promise<void> {
  wholeWanted = true;
  // A signed-in page opened first: its language's first part is still on its way, and the
  // rest downloads beside it instead of after it (one round trip less on a phone).
  for (const lng of loading) void catalogs[lng].rest().catch(() => undefined);
  await completeCatalog(currentLanguage());
}

/**
 * Before switching to `lng`: a language whose first part alone came in (switched to
 * on /login) gets the rest if pages need it. One never loaded comes whole anyway.
 */
export async function completeCatalog(lng: TLanguage): Promise<void> {
  if (!wholeWanted || whole.has(lng) || !i18n.hasResourceBundle(lng, 'translation')) return;
  const rest = await catalogs[lng].rest();
  i18n.addResourceBundle(lng, 'translation', rest.default, true, true);
  whole.add(lng);
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
  // Ask for the catalog while the entry runs, not from a timer after it: on a phone that timer
  // waited behind the entry's evaluation, and every page's first render waits for the catalog.
  initAsync: false,
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
