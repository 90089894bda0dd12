import { describe, expect, it, vi } from 'vitest';
import { SessionCache, type CachedUser } from './session-cache';

const USER = '6f1c2a52-5d0e-4a43-9b7c-0a4e8e1d2f10';
const OTHER = '0b9f4a33-1c2d-4e5f-8a9b-7c6d5e4f3a21';

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 1_000_000;
  const cache = new SessionCache({ ...options, now: () => now });
  cache.setListening(true);
  // What the database's LISTEN connection would call: a NOTIFY, the connection lost, back again.
  const { onPayload, onLost, onGap } = cache.listenHandlers;
  const notifications = {
    send: onPayload,
    drop: () => onLost?.(),
    restore: () => onGap?.(),
  };
  const lookup = vi.fn(async (): Promise<Date | null> => new Date(now + 3_600_000));
  const check = cache.checker(lookup);
  return { cache, notifications, lookup, check, advance: (ms: number) => (now += ms) };
}

describe('SessionCache', () => {
  it('answers a live session from memory after the first check', async () => {
    const { check, lookup } = setup();
    expect(await check('j1', USER)).toBe(true);
    expect(await check('j1', USER)).toBe(true);
    expect(await check('j1', USER)).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('never caches a refusal, nor serves an entry to another user id', async () => {
    const { cache, check, lookup } = setup();
    lookup.mockResolvedValueOnce(null);
    expect(await check('j1', USER)).toBe(false);
    expect(cache.has('j1')).toBe(false);
    expect(await check('j1', USER)).toBe(true);
    lookup.mockResolvedValueOnce(null);
    expect(await check('j1', OTHER)).toBe(false);
    expect(lookup).toHaveBeenCalledTimes(3);
  });

  it('forgets a user on a local revocation and on another instance’s notification', async () => {
    const { cache, notifications, check, lookup } = setup();
    await check('j1', USER);
    await check('j2', OTHER);
    cache.forgetUser(USER);
    expect(cache.has('j1')).toBe(false);
    expect(cache.has('j2')).toBe(true);
    await check('j1', USER);
    notifications.send(USER.toUpperCase());
    expect(cache.has('j1')).toBe(false);
    notifications.send('not a user id');
    expect(cache.has('j2')).toBe(false);
    expect(lookup).toHaveBeenCalledTimes(3);
  });

  it('does not store a check that a revocation overtook', async () => {
    const { cache, check, lookup } = setup();
    let answer!: (d: Date) => void;
    lookup.mockImplementationOnce(() => new Promise<Date>((resolve) => (answer = resolve)));
    const pending = check('j1', USER);
    cache.forgetUser(USER);
    answer(new Date(Date.now() + 60_000));
    expect(await pending).toBe(true);
    expect(cache.has('j1')).toBe(false);
  });

  it('asks the database while notifications are down, and starts empty when they return', async () => {
    const { cache, notifications, check, lookup } = setup();
    await check('j1', USER);
    notifications.drop();
    expect(cache.has('j1')).toBe(false);
    await check('j1', USER);
    await check('j1', USER);
    expect(lookup).toHaveBeenCalledTimes(3);
    notifications.restore();
    await check('j1', USER);
    await check('j1', USER);
    expect(lookup).toHaveBeenCalledTimes(4);
  });

  it('re-checks after its time to live and after the token expires', async () => {
    const { check, lookup, advance } = setup({ ttlMs: 10_000 });
    lookup.mockImplementationOnce(async () => new Date(1_000_000 + 5_000));
    await check('j1', USER);
    advance(4_999);
    await check('j1', USER);
    expect(lookup).toHaveBeenCalledTimes(1);
    advance(1);
    await check('j1', USER);
    expect(lookup).toHaveBeenCalledTimes(2);
    advance(9_999);
    await check('j1', USER);
    expect(lookup).toHaveBeenCalledTimes(2);
    advance(1);
    await check('j1', USER);
    expect(lookup).toHaveBeenCalledTimes(3);
  });

  it('keeps at most maxEntries, dropping the oldest check', async () => {
    const { cache, check } = setup({ maxEntries: 2 });
    await check('j1', USER);
    await check('j2', USER);
    await check('j3', USER);
    expect([cache.has('j1'), cache.has('j2'), cache.has('j3')]).toEqual([false, true, true]);
  });

  it('caches nothing until it listens (a process that cannot hear revocations)', async () => {
    const cache = new SessionCache();
    const lookup = vi.fn(async () => new Date(Date.now() + 60_000));
    const check = cache.checker(lookup);
    await check('j1', USER);
    await check('j1', USER);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  describe('profiles (GET /auth/me)', () => {
    const row = (id: string, firstName: string) => ({
      id,
      firstName,
      lastName: 'Pérez',
      email: `${firstName}@example.com`,
      avatarKey: null,
      createdAt: new Date(0),
      passwordHash: 'never kept',
    });
    const profiles = (options: { ttlMs?: number } = {}) => {
      const s = setup(options);
      const names = new Map([
        [USER, 'ana'],
        [OTHER, 'luis'],
      ]);
      const lookup = vi.fn(async (id: string): Promise<CachedUser | null> => {
        const name = names.get(id);
        return name ? row(id, name) : null;
      });
      return { ...s, names, lookup, read: (id: string) => s.cache.user(id, lookup) };
    };

    it('answers each user their own profile from memory, without the hash', async () => {
      const { read, lookup } = profiles();
      expect((await read(USER))?.firstName).toBe('ana');
      expect((await read(OTHER))?.firstName).toBe('luis');
      expect((await read(USER))?.firstName).toBe('ana');
      expect((await read(OTHER))?.firstName).toBe('luis');
      expect(lookup).toHaveBeenCalledTimes(2);
      expect(await read(USER)).not.toHaveProperty('passwordHash');
    });

    it('reads again after a local edit, a notification, a lost channel and its time to live', async () => {
      const { cache, read, names, lookup, notifications, advance } = profiles({ ttlMs: 10_000 });
      await read(USER);
      names.set(USER, 'ana2');
      cache.forgetUser(USER);
      expect((await read(USER))?.firstName).toBe('ana2');
      names.set(USER, 'ana3');
      notifications.send(USER);
      expect((await read(USER))?.firstName).toBe('ana3');
      names.set(USER, 'ana4');
      notifications.drop();
      expect((await read(USER))?.firstName).toBe('ana4');
      notifications.restore();
      await read(USER);
      names.set(USER, 'ana5');
      advance(9_999);
      expect((await read(USER))?.firstName).toBe('ana4');
      advance(1);
      expect((await read(USER))?.firstName).toBe('ana5');
      expect(lookup).toHaveBeenCalledTimes(6);
    });

    it('does not store a read that an edit overtook, nor a missing user', async () => {
      const { cache, read, lookup } = profiles();
      let answer!: (u: CachedUser) => void;
      lookup.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
      const pending = read(USER);
      cache.forgetUser(USER);
      answer(row(USER, 'old'));
      expect((await pending)?.firstName).toBe('old');
      expect(cache.hasUser(USER)).toBe(false);
      expect(await read('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d')).toBeNull();
      expect(cache.hasUser('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d')).toBe(false);
    });
  });

  describe('replies (GET /teams, GET /teams/{id}/players)', () => {
    const replies = (
      options: { ttlMs?: number; maxEntries?: number; maxReplyChars?: number } = {},
    ) => {
      const s = setup(options);
      let version = 1;
      const build = vi.fn(async () => `v${version}`);
      return {
        ...s,
        build,
        change: () => version++,
        read: (userId: string, slot = 'teams') => s.cache.reply(userId, slot, build),
      };
    };

    it('keeps each user their own replies, per slot', async () => {
      const { read, build, cache } = replies();
      expect(await read(USER)).toBe('v1');
      expect(await read(USER)).toBe('v1');
      await read(OTHER);
      await read(USER, 'players t1');
      expect(build).toHaveBeenCalledTimes(3);
      expect(cache.replyCountOf(USER)).toBe(2);
      expect(cache.replyCountOf(OTHER)).toBe(1);
    });

    it('builds again after a local write, a notification, a lost channel and its time to live', async () => {
      const { cache, read, change, notifications, advance } = replies({ ttlMs: 10_000 });
      await read(USER);
      await read(OTHER);
      change();
      cache.forgetReplies(USER);
      expect(await read(USER)).toBe('v2');
      expect(await read(OTHER)).toBe('v1');
      change();
      notifications.send(USER);
      expect(await read(USER)).toBe('v3');
      change();
      notifications.drop();
      expect(await read(USER)).toBe('v4');
      notifications.restore();
      await read(USER);
      change();
      advance(9_999);
      expect(await read(USER)).toBe('v4');
      advance(1);
      expect(await read(USER)).toBe('v5');
    });

    it('stores neither a refusal nor a reply that a change overtook', async () => {
      const { cache, build, read } = replies();
      build.mockRejectedValueOnce(new Error('NOT_FOUND'));
      await expect(read(USER)).rejects.toThrow('NOT_FOUND');
      expect(cache.replyCountOf(USER)).toBe(0);
      let answer!: (body: string) => void;
      build.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
      const pending = read(USER);
      cache.listenHandlers.onPayload(USER);
      answer('old');
      expect(await pending).toBe('old');
      expect(cache.replyCountOf(USER)).toBe(0);
    });

    it("forgets only the replies on a change of the user's club data (data:<id>)", async () => {
      const { cache, read, change, notifications, check } = replies();
      expect(await check('j1', USER)).toBe(true);
      await read(USER);
      await read(OTHER);
      change();
      notifications.send(`data:${USER.toUpperCase()}`);
      expect(await read(USER)).toBe('v2');
      expect(await read(OTHER)).toBe('v1');
      expect(cache.has('j1')).toBe(true);
      notifications.send(USER);
      expect(cache.has('j1')).toBe(false);
      // A payload it cannot read clears everything rather than risk a stale entry.
      change();
      notifications.send('data:not-a-user');
      expect(await read(OTHER)).toBe('v3');
    });

    it("stores a reply that another user's write came during: a forget is the user's own", async () => {
      const { cache, build, read } = replies();
      let answer!: (body: string) => void;
      build.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
      const pending = read(USER);
      cache.forgetReplies(OTHER);
      cache.listenHandlers.onPayload(OTHER);
      answer('mine');
      expect(await pending).toBe('mine');
      expect(cache.replyCountOf(USER)).toBe(1);
    });

    it('drops the least recently stored user first, past its bounds', async () => {
      const { cache, read } = replies({ maxEntries: 2 });
      await read(USER, 'a');
      await read(OTHER, 'a');
      await read(USER, 'b');
      expect([cache.replyCountOf(USER), cache.replyCountOf(OTHER)]).toEqual([2, 0]);
      const small = replies({ maxReplyChars: 4 });
      await small.read(USER, 'a');
      await small.read(OTHER, 'a');
      await small.read(OTHER, 'b');
      expect([small.cache.replyCountOf(USER), small.cache.replyCountOf(OTHER)]).toEqual([0, 2]);
    });
  });
});
