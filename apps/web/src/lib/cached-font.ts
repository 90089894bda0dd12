import { whenIdle } from './idle';
import latinUrl from '@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2?url';

/**
 * Roboto's Latin file, kept in the app's own Cache Storage (decision 0084). A page never waits
 * for it and never downloads it beside its scripts: on a phone's first visit the 43 KB competed
 * with the page's own code (~0.3 s of its largest paint), for a face that `font-display:
 * optional` then dropped anyway. The first visit draws in the system sans-serif (Roboto itself on
 * Android) and stores the file once the browser is idle; every later start adds it from the
 * cache before the first render, with no request, even when the HTTP cache was cleared.
 */
export const FONT_CACHE = 'futsal-fonts';
export const LATIN_FONT_URL = latinUrl;

/** fonts.css's descriptors for the Latin subset (latin-ext stays a plain @font-face there). */
const LATIN: FontFaceDescriptors = {
  style: 'normal',
  weight: '100 900',
  display: 'optional',
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
};

/** Cache Storage exists in secure contexts only (HTTPS, localhost); elsewhere the system font stays. */
const storage = (): CacheStorage | null =>
  typeof caches === 'undefined' || typeof FontFace === 'undefined' ? null : caches;

/** Adds the stored face to the document; false when there is none (or storage is blocked). */
export async function addCachedFont(url: string = LATIN_FONT_URL): Promise<boolean> {
  const cachesApi = storage();
  if (!cachesApi) return false;
  let cache: Cache | undefined;
  try {
    cache = await cachesApi.open(FONT_CACHE);
    const stored = await cache.match(url);
    if (!stored) return false;
    const face = new FontFace('Roboto', await stored.arrayBuffer(), LATIN);
    document.fonts.add(await face.load());
    return true;
  } catch {
    // A file the browser cannot read as a font is dropped, so the next idle moment stores it anew.
    await cache?.delete(url).catch(() => undefined);
    return false;
  }
}

/**
 * Stores the file for the next start, once the page is up and the browser idle, and drops the
 * files of earlier builds. Resolves when done (or when there is nothing to do).
 */
export async function cacheFontWhenIdle(url: string = LATIN_FONT_URL): Promise<void> {
  const cachesApi = storage();
  if (!cachesApi) return;
  await new Promise<void>((resolve) => whenIdle(resolve));
  try {
    const cache = await cachesApi.open(FONT_CACHE);
    for (const old of await cache.keys())
      if (new URL(old.url).pathname !== new URL(url, location.href).pathname)
        await cache.delete(old);
    if (await cache.match(url)) return;
    const res = await fetch(url);
    if (res.ok) await cache.put(url, res);
  } catch {
    // offline or storage full: the next start tries again
  }
}
