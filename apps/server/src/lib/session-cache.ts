import type { ListenHandlers } from '../db/client';
import type { TUserRow } from '../db/schema';
import type { SessionChecker } from './auth';

/**
 * The channel a user's changes are announced on, delivered when the changing
 * transaction commits: the user's id for session revocations (decision 0044) and
 * changes of the user's own row; `data:` and the id for changes of what the
 * user's cached replies show, by triggers (decision 0064, migration 0011).
 */
export const SESSIONS_CHANNEL = 'futsal_sessions';

/** The payload of a change of the user's club data: only their replies are forgotten. */
export const DATA_CHANGED_PREFIX = 'data:';

const UUID_PAYLOAD = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What GET /auth/me shows of a user: never the password hash. */
export type CachedUser = Readonly<
  Pick<TUserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'avatarKey' | 'createdAt'>
>;

export interface SessionCacheOptions {
  /** Longest a positive check, a profile or a reply is trusted without asking the database again. */
  ttlMs?: number;
  maxEntries?: number;
  /** Bound on the cached replies' total length (characters). */
  maxReplyChars?: number;
  now?: () => number;
}

/** A cache of a user's replies (SessionCache.reply, decision 0064) as services take it. */
export type CachedReplies = (
  userId: string,
  slot: string,
  build: () => Promise<string>,
) => Promise<string>;

interface Entry {
  userId: string;
  expiresAtMs: number;
  checkedAtMs: number;
}

interface UserEntry {
  user: CachedUser;
  checkedAtMs: number;
}

interface ReplyEntry {
  body: string;
  builtAtMs: number;
}

/** Reads the session row: its expiry when live, null when revoked, expired or unknown. */
export type SessionLookup = (jti: string, userId: string) => Promise<Date | null>;

/**
 * Live sessions, their users' profiles and the replies of their most frequent
 * reads, seen recently, so a signed-in read costs no query (issue 11). Only
 * positive answers are kept. A revocation or a change is seen at once: the
 * writing instance forgets at once, every instance on the NOTIFY sent when the
 * change commits; while that channel is down the cache is bypassed.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly users = new Map<string, UserEntry>();
  /** Replies by user, then by slot; the user last stored to is last (evicted last). */
  private readonly replies = new Map<string, Map<string, ReplyEntry>>();
  private replyCount = 0;
  private replyChars = 0;
  private readonly maxReplyChars: number;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /**
   * Reads in progress, by user: a forget of that user (or of everything) marks them, and a
   * marked read does not store its answer. Per user, so one coach's writes never keep
   * another's reads from being cached.
   */
  private readonly reading = new Map<string, Set<{ stale: boolean }>>();
  private enabled: boolean;
  private readonly forgetListeners: ((userId: string) => void)[] = [];
  /** Who works on an owner's teams besides them (issue 40); none until the app says. */

  constructor(options: SessionCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.maxReplyChars = options.maxReplyChars ?? 32 * 1024 * 1024;
    this.now = options.now ?? Date.now;
    // Until it listens (never, in the seed) nothing is cached: another process could revoke unseen.
    this.enabled = false;
  }

  /**
   * Caching only while revocations by other instances are heard; either
   * change starts empty (a notification may have been missed in between).
   */
  setListening(listening: boolean): void {
    this.forgetAll();
    this.enabled = listening;
  }

  /** What `Database.listen(SESSIONS_CHANNEL, …)` is given. */
  get listenHandlers(): ListenHandlers {
    return {
      onPayload: (payload) => this.notified(payload),
      onLost: () => this.setListening(false),
      onGap: () => this.setListening(true),
    };
  }

  /** The session check of `authenticate`, answering from the cache when it can. */
  checker(lookup: SessionLookup): SessionChecker {
    return async (jti, userId) => {
      if (this.hit(jti, userId)) return true;
      const { value: expiresAt, storable } = await this.track(userId, () => lookup(jti, userId));
      if (!expiresAt) return false;
      if (storable) this.store(jti, userId, expiresAt.getTime());
      return true;
    };
  }

  /**
   * The user's profile (decision 0064), from memory when this instance read it
   * within the time to live and heard of no change since; `lookup` reads it otherwise.
   */
  async user(
    userId: string,
    lookup: (userId: string) => Promise<CachedUser | null>,
  ): Promise<CachedUser | null> {
    const entry = this.enabled ? this.users.get(userId) : undefined;
    if (entry && this.now() - entry.checkedAtMs < this.ttlMs) return entry.user;
    if (entry) this.users.delete(userId);
    const { value: found, storable } = await this.track(userId, () => lookup(userId));
    if (!found) return null;
    // Only the shown fields: the lookup may hand over the whole row, hash included.
    const user: CachedUser = Object.freeze({
      id: found.id,
      firstName: found.firstName,
      lastName: found.lastName,
      email: found.email,
      avatarKey: found.avatarKey,
      createdAt: found.createdAt,
    });
    if (storable) {
      if (this.users.size >= this.maxEntries) {
        const oldest = this.users.keys().next();
        if (!oldest.done) this.users.delete(oldest.value);
      }
      this.users.set(userId, { user, checkedAtMs: this.now() });
    }
    return user;
  }

  /**
   * One of the user's replies (decision 0064), as sent, keyed by `slot` (what
   * else it depends on: the route, the team, the day): from memory when this
   * instance built it within the time to live and heard of no change of the
   * user's data since; `build` makes it otherwise. `build` throws for an
   * answer that is not the user's data (404), which is never stored.
   */
  async reply(userId: string, slot: string, build: () => Promise<string>): Promise<string> {
    const entry = this.enabled ? this.replies.get(userId)?.get(slot) : undefined;
    if (entry && this.now() - entry.builtAtMs < this.ttlMs) return entry.body;
    const { value: body, storable } = await this.track(userId, build);
    if (storable) this.storeReply(userId, slot, body);
    return body;
  }

  /**
   * The user's cached replies, after a write of theirs on this instance: the
   * database tells every instance too, but only once it delivers the
   * notification, and the writer's next read must see its write.
   */
  forgetReplies(userId: string): void {
    this.markReading(userId);
    this.dropReplies(userId);
  }

  /** A change of the user's club data heard from the database: their replies go, and listeners hear it. */
  private dataChanged(userId: string): void {
    this.forgetReplies(userId);
    for (const cb of this.forgetListeners) cb(userId);
  }

  /** Cached replies of the user (tests). */
  replyCountOf(userId: string): number {
    return this.replies.get(userId)?.size ?? 0;
  }

  /**
   * Everything cached of the user (logout, password change, an edit of their
   * profile or data): the next request asks the database.
   */
  forgetUser(userId: string): void {
    this.markReading(userId);
    this.users.delete(userId);
    this.dropReplies(userId);
    for (const [jti, entry] of this.entries) if (entry.userId === userId) this.entries.delete(jti);
    for (const cb of this.forgetListeners) cb(userId);
  }

  /** For tests that must await another instance's invalidation instead of sleeping. */
  onForget(cb: (userId: string) => void): void {
    this.forgetListeners.push(cb);
  }

  has(jti: string): boolean {
    return this.entries.has(jti);
  }

  hasUser(userId: string): boolean {
    return this.users.has(userId);
  }

  private forgetAll(): void {
    for (const reads of this.reading.values()) for (const read of reads) read.stale = true;
    this.entries.clear();
    this.users.clear();
    this.replies.clear();
    this.replyCount = 0;
    this.replyChars = 0;
  }

  /** Runs a read of the user's data; `storable` is false when a forget came while it ran. */
  private async track<T>(
    userId: string,
    read: () => Promise<T>,
  ): Promise<{ value: T; storable: boolean }> {
    const mark = { stale: false };
    const reads = this.reading.get(userId) ?? new Set<{ stale: boolean }>();
    this.reading.set(userId, reads);
    reads.add(mark);
    try {
      const value = await read();
      return { value, storable: this.enabled && !mark.stale };
    } finally {
      reads.delete(mark);
      if (reads.size === 0 && this.reading.get(userId) === reads) this.reading.delete(userId);
    }
  }

  private markReading(userId: string): void {
    for (const read of this.reading.get(userId) ?? []) read.stale = true;
  }

  private storeReply(userId: string, slot: string, body: string): void {
    if (body.length > this.maxReplyChars) return;
    const own = this.replies.get(userId) ?? new Map<string, ReplyEntry>();
    const old = own.get(slot);
    if (old) {
      this.replyCount--;
      this.replyChars -= old.body.length;
    }
    own.set(slot, { body, builtAtMs: this.now() });
    this.replyCount++;
    this.replyChars += body.length;
    // Re-inserted: the outer Map iterates oldest first, so this user is evicted last.
    this.replies.delete(userId);
    this.replies.set(userId, own);
    for (const oldest of this.replies.keys()) {
      if (this.replyCount <= this.maxEntries && this.replyChars <= this.maxReplyChars) break;
      this.dropReplies(oldest);
    }
  }

  private dropReplies(userId: string): void {
    const own = this.replies.get(userId);
    if (!own) return;
    for (const entry of own.values()) this.replyChars -= entry.body.length;
    this.replyCount -= own.size;
    this.replies.delete(userId);
  }

  private hit(jti: string, userId: string): boolean {
    if (!this.enabled) return false;
    const entry = this.entries.get(jti);
    if (!entry) return false;
    const now = this.now();
    if (
      entry.userId !== userId ||
      now >= entry.expiresAtMs ||
      now - entry.checkedAtMs >= this.ttlMs
    ) {
      this.entries.delete(jti);
      return false;
    }
    return true;
  }

  private store(jti: string, userId: string, expiresAtMs: number): void {
    this.entries.delete(jti);
    // A Map iterates in insertion order: the first key is the oldest check.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(jti, { userId, expiresAtMs, checkedAtMs: this.now() });
  }

  private notified(payload: string): void {
    // A user id, or `data:` and one; anything else clears everything rather than risk a stale entry.
    const data = payload.startsWith(DATA_CHANGED_PREFIX);
    const id = data ? payload.slice(DATA_CHANGED_PREFIX.length) : payload;
    if (UUID_PAYLOAD.test(id)) {
      if (data) this.dataChanged(id.toLowerCase());
      else this.forgetUser(id.toLowerCase());
    } else {
      this.forgetAll();
      for (const cb of this.forgetListeners) cb('*');
    }
  }
}
