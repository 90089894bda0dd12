import { describe, expect, it, vi } from 'vitest';

/** The catalog loader as on a cold start: no page has asked for its texts yet. */
async function freshLoader() {
  vi.resetModules();
  return import('./index');
}

describe("the pages' parts in a language as it loads (decision 0106)", () => {
  it("a page opened while its language loads: the language arrives with the page's part, and no other page's", async () => {
    const { loadCatalog, loadTexts } = await freshLoader();
    const loading = loadCatalog('pt');
    const asked = loadTexts('match');
    const texts = await loading;
    await asked;
    expect(texts).toHaveProperty('auth.login.title');
    expect(texts).toHaveProperty('live');
    expect(texts).toHaveProperty('menu.teams');
    expect(texts).not.toHaveProperty('stats');
    expect(texts).not.toHaveProperty('billing');
  });

  it('a language switched to after two pages opened: both parts, so going back finds its texts', async () => {
    const { loadCatalog, loadTexts } = await freshLoader();
    await loadTexts('teams');
    await loadTexts('match');
    const texts = await loadCatalog('it');
    expect(texts).toHaveProperty('teamUx');
    expect(texts).toHaveProperty('live');
    expect(texts).not.toHaveProperty('stats');
  });
});
