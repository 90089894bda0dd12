import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@futsal/shared/limits';
import i18n, { type BackendModule, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type * as LanguageCatalog from 'virtual:catalog/en';
import { languageDetector } from './detector';
import { FIRST_SECTIONS, partWith, TEXT_PARTS, type TTextPart } from './text-parts';

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

type Texts = Record<string, unknown>;

/**
 * Every catalog loads on demand, Spanish (the source) too: a visit downloads only the language
 * it shows, and the others when the user switches. Each UI catalog comes in parts: the sections
 * /login shows, with the validation messages, then each page's own (decision 0106,
 * `text-parts.ts`), which the language's module loads (apps/web/catalog-parts.ts).
 */
const LANGUAGE_CATALOGS: Record<TLanguage, () => Promise<typeof LanguageCatalog>> = {
  en: () => import('virtual:catalog/en'),
  it: () => import('virtual:catalog/it'),
  pt: () => import('virtual:catalog/pt'),
  es: () => import('virtual:catalog/es'),
};

/** A part of a language's catalog; one download each, shared by whoever asks. */
const downloads = new Map<string, Promise<Texts>>();
function download(lng: TLanguage, part: 'first' | TTextPart): Promise<Texts> {
  const key = `${lng}:${part}`;
  let texts = downloads.get(key);
  if (!texts) {
    texts = LANGUAGE_CATALOGS[lng]().then(async (catalog) => {
      if (part === 'first') return catalog.first;
      const load = catalog.parts[part];
      if (!load) throw new Error(`no catalog part ${key}`);
      return (await load()).default;
    });
    // A failed download is tried again by the next caller.
    texts.catch(() => downloads.delete(key));
    downloads.set(key, texts);
  }
  return texts;
}

/** The sections each language's bundle in i18next holds, first part aside. */
const held = new Map<TLanguage, Set<string>>();
const holds = (lng: TLanguage, part: TTextPart) =>
  TEXT_PARTS[part].every((section) => held.get(lng)?.has(section));
const hold = (lng: TLanguage, part: TTextPart) => {
  const sections = held.get(lng) ?? new Set<string>();
  for (const section of TEXT_PARTS[part]) sections.add(section);
  held.set(lng, sections);
};

/**
 * The parts of the pages opened so far. React Router asks for a route's code once, so a page
 * opened again does not ask for its texts again: a language loaded or switched to later brings
 * all of them, and going back to a page after a switch finds its texts.
 */
const asked = new Set<TTextPart>();

/** Languages whose first part is on its way. */
const loading = new Set<TLanguage>();

/** The asked parts `lng`'s bundle does not hold yet, each downloaded once. */
async function missingParts(lng: TLanguage, got: Set<TTextPart>): Promise<Texts> {
  const texts: Texts = {};
  for (let todo = [...asked]; todo.length > 0; todo = [...asked].filter((p) => !got.has(p))) {
    for (const part of todo) got.add(part);
    const wanted = todo.filter((part) => !holds(lng, part));
    // Shallow is enough: a section comes whole, the same in every part that holds it.
    for (const part of await Promise.all(wanted.map((p) => download(lng, p)))) {
      Object.assign(texts, part);
    }
    for (const part of wanted) hold(lng, part);
  }
  return texts;
}

export async function loadCatalog(lng: TLanguage): Promise<Record<string, unknown>> {
  loading.add(lng);
  try {
    const got = new Set<TTextPart>();
    const [first, shared, pages] = await Promise.all([
      download(lng, 'first'),
      LANGUAGE_CATALOGS[lng]().then((catalog) => catalog.messages),
      missingParts(lng, got),
    ]);
    // A page opened while the first part loaded (a cold start): the bundle is not in i18next
    // yet, so completeCatalog could not add its part. loadTexts has already sent for it, so
    // this waits for the same download.
    const later = await missingParts(lng, got);
    return mergeCatalogs({ ...first, ...pages, ...later }, shared);
  } finally {
    loading.delete(lng);
  }
}

/**
 * A page's texts, in the language shown and in any switched to later: each route waits for its
 * part beside its code (router.tsx). Parts already held are not downloaded again.
 */
export async function loadTexts(part: TTextPart): Promise<void> {
  asked.add(part);
  // The language's first part is still on its way (a page opened cold): the page's part
  // downloads beside it instead of after it (one round trip less on a phone).
  for (const lng of loading) void download(lng, part).catch(() => undefined);
  await completeCatalog(currentLanguage());
}

/**
 * Before showing `lng`: a language whose bundle lacks the opened pages' parts (one picked on
 * /login, or used before those pages opened) gets them. One never loaded comes with them anyway.
 */
export async function completeCatalog(lng: TLanguage): Promise<void> {
  if (!i18n.hasResourceBundle(lng, 'translation')) return;
  const texts = await missingParts(lng, new Set());
  if (Object.keys(texts).length > 0) i18n.addResourceBundle(lng, 'translation', texts, true, true);
}

const healing = new Set<string>();

/**
 * A key of a section the page's part lacks (`text-parts.test.ts` reads the keys the code names;
 * one built from a variable alone escapes it): the smallest part holding the section loads and
 * the page draws again, so the key shows for a moment, not for good. The warning is what the
 * browser tests look for (decision 0106). Keys of no catalog section (a server's message, an
 * unknown error code) are left alone.
 */
function loadMissingSection(lngs: readonly string[], key: string): void {
  const lng = lngs[0]?.split('-')[0];
  const section = key.split('.')[0] ?? '';
  if (!isSupportedLanguage(lng) || !i18n.hasResourceBundle(lng, 'translation')) return;
  const part = FIRST_SECTIONS.includes(section) ? null : partWith(section);
  if (!part || held.get(lng)?.has(section) || healing.has(`${lng}:${section}`)) return;
  healing.add(`${lng}:${section}`);
  console.warn(`texts: "${key}" is not in the parts of the pages opened; loading ${part}`);
  download(lng, part).then(
    (texts) => {
      i18n.addResourceBundle(lng, 'translation', texts, true, true);
      hold(lng, part);
      healing.delete(`${lng}:${section}`);
      // What react-i18next redraws on; the language itself is unchanged.
      i18n.emit('languageChanged', i18n.language);
    },
    () => healing.delete(`${lng}:${section}`),
  );
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
  // Not saved anywhere: a missing key of a section the page did not load loads it.
  saveMissing: true,
  missingKeyHandler: (lngs, _ns, key) => loadMissingSection(lngs, key),
};

/** Resolves once the detected language's texts are in. */
export const i18nReady = i18n
  .use(lazyBackend)
  .use(languageDetector)
  .use(initReactI18next)
  .init(initOptions);

export default i18n;
