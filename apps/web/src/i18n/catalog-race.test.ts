import { describe, expect, it, vi } from 'vitest';

describe('whole texts asked for while a language loads (decision 0069)', () => {
  it('the language arrives whole, not with its first part only', async () => {
    vi.resetModules();
    const { loadCatalog, loadWholeCatalog } = await import('./index');
    // A fresh module: nothing has asked for whole catalogs yet, as on a first visit to /login.
    const loading = loadCatalog('pt');
    const asked = loadWholeCatalog();
    const texts = await loading;
    await asked;
    expect(texts).toHaveProperty('auth.login.title');
    expect(texts).toHaveProperty('menu.teams');
  });
});
