import { PUBLIC_STREAM_EVENT, PUBLIC_STREAM_REVOKED } from '@futsal/shared';
import type { ListenHandlers, Unlisten } from '../../db/client';
import type { TMatchEventRow } from '../../db/schema';
import type { FeedSubscriber, RosterPlayer } from '../match-log';
import type { ActiveLink, SeqEvent } from './live-share.repository';
import { presentPublicLive } from './public-live.presenter';

/** One open public page: the link it opened with, and its connection. */
export interface PublicViewer {
  tokenHash: string;
  write(chunk: string | Buffer): void;
  end(): void;
}

export interface PublicHubsDeps {
  /** The instance's one read per appended event (match-log's MatchFeed). */
  subscribe(matchId: string, afterSeq: number, sub: FeedSubscriber): Promise<() => void>;
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  channel: string;
  /** The match behind its active link, null once revoked or deleted; and its team's roster. */
  link(matchId: string): Promise<ActiveLink | null>;
  roster(teamId: string): Promise<RosterPlayer[]>;
  events(matchId: string): Promise<SeqEvent[]>;
  now(): Date;
  /** How often each hub checks its link (one read per match, not per viewer) and sends a keep-alive. */
  checkMs: number;
  onError?(err: unknown): void;
}

const frame = (event: string, id: number, data: unknown) =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const REVOKED = `event: ${PUBLIC_STREAM_REVOKED}\ndata: {}\n\n`;

/**
 * One match's shared state on this instance (decision 0136): its log, folded again on each new
 * event, and the public view serialized once for all of its viewers.
 */
class MatchHub {
  readonly viewers = new Set<PublicViewer>();
  readonly events: SeqEvent[] = [];
  seq = 0;
  roster: RosterPlayer[] = [];
  unsubscribe: (() => void) | null = null;
  dropped = false;
  timer: NodeJS.Timeout | null = null;
  checking = false;

  constructor(public link: ActiveLink) {}

  /** The view now, as one `live` frame. */
  frame(now: Date): string {
    return frame(
      PUBLIC_STREAM_EVENT,
      this.seq,
      presentPublicLive(this.link, this.roster, this.events, now),
    );
  }

  add(rows: readonly TMatchEventRow[]): boolean {
    let added = false;
    for (const row of rows) {
      if (row.seq <= this.seq) continue;
      this.events.push({ seq: row.seq, event: row.payload, receivedAt: row.receivedAt });
      this.seq = row.seq;
      added = true;
    }
    return added;
  }

  /** Encoded once: each viewer's write then copies bytes, with no UTF-8 encoding of its own. */
  broadcast(chunk: string): void {
    const bytes = Buffer.from(chunk);
    for (const viewer of this.viewers) viewer.write(bytes);
  }
}

/**
 * The public pages' fan-out on this instance: one hub per match with open public pages, fed by
 * the instance's one read per appended event, dropped with its last viewer.
 */
export class PublicHubs {
  private readonly hubs = new Map<string, Promise<MatchHub>>();
  private listening: Promise<Unlisten> | null = null;

  constructor(private readonly deps: PublicHubsDeps) {}

  /** Open public streams (tests, the benchmark). */
  get viewers(): number {
    return this.live().reduce((n, hub) => n + hub.viewers.size, 0);
  }

  /** Matches with a hub. */
  get size(): number {
    return this.hubs.size;
  }

  /** The open public streams of one match; null when it has no hub (tests). */
  viewersOf(matchId: string): number | null {
    return this.settled.get(matchId)?.viewers.size ?? (this.hubs.has(matchId) ? 0 : null);
  }

  /**
   * Adds a viewer of an active link; it gets the view now unless its Last-Event-ID is already
   * the match's latest event. Returns its leave.
   */
  async join(link: ActiveLink, lastEventId: number | null, viewer: PublicViewer) {
    await this.ensureListening();
    const matchId = link.match.id;
    let hub: MatchHub | null = null;
    // A hub whose last viewer left while this one waited for it is gone: a new one is opened.
    while (!hub || hub.dropped) {
      let pending = this.hubs.get(matchId);
      if (!pending) {
        pending = this.open(link);
        this.hubs.set(matchId, pending);
      }
      hub = await pending;
    }
    hub.viewers.add(viewer);
    // A link switched off and on again while the hub lived: the hub follows the newest.
    if (link.tokenHash !== hub.link.tokenHash) void this.check(matchId, hub);
    if (lastEventId !== hub.seq) viewer.write(hub.frame(this.deps.now()));
    const joined = hub;
    return () => {
      joined.viewers.delete(viewer);
      if (joined.viewers.size === 0) this.drop(matchId, joined);
    };
  }

  /** Ends every public stream (the app is closing). */
  async close(): Promise<void> {
    for (const hub of this.live()) {
      for (const viewer of hub.viewers) viewer.end();
      this.drop(hub.link.match.id, hub);
    }
    this.hubs.clear();
    const unlisten = await this.listening?.catch(() => null);
    this.listening = null;
    await unlisten?.().catch(() => undefined);
  }

  private readonly settled = new Map<string, MatchHub>();

  private live(): MatchHub[] {
    return [...this.settled.values()];
  }

  private async open(link: ActiveLink): Promise<MatchHub> {
    const matchId = link.match.id;
    const hub = new MatchHub(link);
    try {
      const [roster, events] = await Promise.all([
        this.deps.roster(link.match.teamId),
        this.deps.events(matchId),
      ]);
      hub.roster = roster;
      hub.events.push(...events);
      hub.seq = events[events.length - 1]?.seq ?? 0;
      hub.unsubscribe = await this.deps.subscribe(matchId, hub.seq, {
        deliver: (rows) => {
          if (hub.add(rows) && hub.viewers.size > 0) hub.broadcast(hub.frame(this.deps.now()));
        },
        end: () => this.endAll(matchId, hub, null),
      });
    } catch (err) {
      this.hubs.delete(matchId);
      throw err;
    }
    this.settled.set(matchId, hub);
    hub.timer = setInterval(() => {
      hub.broadcast(': keep-alive\n\n');
      void this.check(matchId, hub);
    }, this.deps.checkMs);
    hub.timer.unref();
    return hub;
  }

  private drop(matchId: string, hub: MatchHub): void {
    if (hub.dropped) return;
    hub.dropped = true;
    if (hub.timer) clearInterval(hub.timer);
    hub.unsubscribe?.();
    if (this.settled.get(matchId) === hub) {
      this.settled.delete(matchId);
      this.hubs.delete(matchId);
    }
  }

  private endAll(matchId: string, hub: MatchHub, last: string | null): void {
    for (const viewer of hub.viewers) {
      if (last) viewer.write(last);
      viewer.end();
    }
    hub.viewers.clear();
    this.drop(matchId, hub);
  }

  /**
   * The link again (one read for the match): revoked or deleted ends every viewer; switched off
   * and on ends those of the old link; a renamed team or opponent, a new lineup, an edited
   * player reaches the viewers as a new view.
   */
  private async check(matchId: string, hub: MatchHub): Promise<void> {
    if (hub.checking || hub.dropped) return;
    hub.checking = true;
    try {
      const link = await this.deps.link(matchId);
      if (hub.dropped) return;
      if (!link) return this.endAll(matchId, hub, REVOKED);
      for (const viewer of hub.viewers)
        if (viewer.tokenHash !== link.tokenHash) {
          viewer.write(REVOKED);
          viewer.end();
          hub.viewers.delete(viewer);
        }
      if (hub.viewers.size === 0) return this.drop(matchId, hub);
      const roster = await this.deps.roster(link.match.teamId);
      const before = JSON.stringify([hub.link, hub.roster]);
      hub.link = link;
      hub.roster = roster;
      if (JSON.stringify([link, roster]) !== before) hub.broadcast(hub.frame(this.deps.now()));
    } catch (err) {
      this.deps.onError?.(err);
    } finally {
      hub.checking = false;
    }
  }

  private ensureListening(): Promise<Unlisten> {
    this.listening ??= this.deps
      .listen(this.deps.channel, {
        onPayload: (matchId) => {
          const hub = this.settled.get(matchId);
          if (hub) void this.check(matchId, hub);
        },
        // A revocation may have been missed while the listener reconnected.
        onGap: () => {
          for (const [matchId, hub] of this.settled) void this.check(matchId, hub);
        },
      })
      .catch((err: unknown) => {
        this.listening = null;
        throw err;
      });
    return this.listening;
  }
}
