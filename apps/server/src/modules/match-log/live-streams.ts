import { AppError } from '../../lib/errors';

/** One open live stream, as the registry sees it. */
export interface OpenStream {
  readonly userId: string;
  readonly matchId: string;
  /** The match's team: a change of the user's membership of it checks the stream again. */
  readonly teamId: string;
  /** Checks the session and the access to the match again; ends the stream when either is gone. */
  recheck(): Promise<void>;
}

export interface LiveStreamLimits {
  /** Open streams of one user on this instance (a coach's phone, tablet and a bench screen or two). */
  perUser: number;
  /** Open streams on this instance: each holds a socket and a subscription. */
  perInstance: number;
}

/**
 * The instance's open live streams, by user (issue 41): capped per user and per instance
 * (429 STREAM_LIMIT past either), and checked again at once when the database announces a change
 * of the user (a logout-all, a password change, the user's data or access changed), on whichever
 * instance the change was made. Before this a revoked session's stream ran on until its next
 * keep-alive.
 */
export class LiveStreams {
  private readonly byUser = new Map<string, Set<OpenStream>>();
  private total = 0;
  private readonly waiters = new Set<() => void>();
  /**
   * Whether changes of team memberships are heard (decision 0180). While they are not, each
   * keep-alive checks the stream's role too, not only its session.
   */
  membersHeard = false;

  constructor(private readonly limits: LiveStreamLimits) {}

  get size(): number {
    return this.total;
  }

  countOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Resolves once the user has at most `count` streams open here (tests await a close). */
  settled(userId: string, count: number): Promise<void> {
    return new Promise((done) => {
      const check = () => {
        if (this.countOf(userId) > count) return;
        this.waiters.delete(check);
        done();
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Registers a stream, or throws STREAM_LIMIT; returns its release (safe to call twice). */
  open(stream: OpenStream): () => void {
    const own = this.byUser.get(stream.userId) ?? new Set<OpenStream>();
    if (own.size >= this.limits.perUser || this.total >= this.limits.perInstance)
      throw new AppError('STREAM_LIMIT', { headers: { 'retry-after': '30' } });
    own.add(stream);
    this.byUser.set(stream.userId, own);
    this.total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      own.delete(stream);
      this.total--;
      if (own.size === 0 && this.byUser.get(stream.userId) === own)
        this.byUser.delete(stream.userId);
      for (const wake of this.waiters) wake();
    };
  }

  /**
   * A change of the user's membership of the team was heard (removed, or another role): their
   * streams of that team's matches check their role again.
   */
  memberChanged(teamId: string, userId: string): void {
    for (const stream of this.byUser.get(userId) ?? [])
      if (stream.teamId === teamId) void stream.recheck();
  }

  /** A change of the user was heard ('*': of anyone, the channel was unsure): their streams check again. */
  userChanged(userId: string): void {
    const streams =
      userId === '*' ? [...this.byUser.values()].flatMap((s) => [...s]) : this.byUser.get(userId);
    for (const stream of streams ?? []) void stream.recheck();
  }
}
