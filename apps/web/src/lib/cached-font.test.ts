import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlIdle } from '../test/idle';
import { addCachedFont, cacheFontWhenIdle, FONT_CACHE } from './cached-font';

const URL_NOW = '/assets/roboto-latin-wght-normal-NEW.woff2';
const URL_OLD = '/assets/roboto-latin-wght-normal-OLD.woff2';

/** Cache Storage as the browser keeps it: named caches of responses by URL. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (req: RequestInfo | URL) =>
    new URL(typeof req === 'string' || req instanceof URL ? req : req.url, location.href).href;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (req: RequestInfo | URL) => store.get(key(req))?.clone(),
      put: async (req: RequestInfo | URL, res: Response) => void store.set(key(req), res),
      delete: async (req: RequestInfo | URL) => store.delete(key(req)),
      keys: async () => [...store.keys()].map((u) => new Request(u)),
    };
  };
  vi.stubGlobal('caches', { open });
  return { urls: (name = FONT_CACHE) => [...(stores.get(name)?.keys() ?? [])] };
}

/** FontFace and document.fonts: a face "loads" unless its bytes say it is broken. */
function fakeFonts() {
  const added: string[] = [];
  class FakeFace {
    constructor(
      readonly family: string,
      private readonly source: ArrayBuffer,
    ) {}
    async load() {
      if (new TextDecoder().decode(this.source) === 'broken') throw new DOMException('bad font');
      return this;
    }
  }
  vi.stubGlobal('FontFace', FakeFace);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: FakeFace) => added.push(face.family) },
  });
  return added;
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response('woff2 bytes'));
});
afterEach(() => vi.unstubAllGlobals());

describe('Roboto from the app cache (decision 0084)', () => {
  it('a first visit adds no face; once idle it stores the file, and the next start adds it without a request', async () => {
    const storage = fakeCaches();
    const added = fakeFonts();
    const idle = controlIdle();
    expect(await addCachedFont(URL_NOW)).toBe(false);
    expect(added).toEqual([]);

    const stored = cacheFontWhenIdle(URL_NOW);
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    idle.idle();
    await stored;
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(storage.urls()).toEqual([new URL(URL_NOW, location.href).href]);

    fetchMock.mockClear();
    expect(await addCachedFont(URL_NOW)).toBe(true);
    expect(added).toEqual(['Roboto']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("drops an earlier build's file when it stores this one", async () => {
    const storage = fakeCaches();
    fakeFonts();
    const idle = controlIdle();
    const old = cacheFontWhenIdle(URL_OLD);
    idle.idle();
    await old;
    const now = cacheFontWhenIdle(URL_NOW);
    idle.idle();
    await now;
    expect(storage.urls()).toEqual([new URL(URL_NOW, location.href).href]);
  });

  it('drops a stored file the browser cannot read as a font, so the next idle moment stores it anew', async () => {
    const storage = fakeCaches();
    const added = fakeFonts();
    const idle = controlIdle();
    await (await caches.open(FONT_CACHE)).put(URL_NOW, new Response('broken'));
    expect(await addCachedFont(URL_NOW)).toBe(false);
    expect(added).toEqual([]);
    expect(storage.urls()).toEqual([]);
    const stored = cacheFontWhenIdle(URL_NOW);
    idle.idle();
    await stored;
    expect(await addCachedFont(URL_NOW)).toBe(true);
  });

  it('keeps the system font where there is no Cache Storage (plain http on a LAN)', async () => {
    fakeFonts();
    vi.stubGlobal('caches', undefined);
    expect(await addCachedFont(URL_NOW)).toBe(false);
    await cacheFontWhenIdle(URL_NOW);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
