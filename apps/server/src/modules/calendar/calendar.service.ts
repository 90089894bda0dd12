import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type TCalendarEntry,
  type TCalendarQuery,
  type TLanguage,
} from '@futsal/shared';
import type { AuthContext } from '../../lib/auth';
import { isCapabilityToken, type CapabilityTokens } from '../../lib/capability-tokens';
import { AppError, orNotFound } from '../../lib/errors';
import type { TeamsRepository } from '../teams';
import type { TrainingsRepository } from '../trainings';
import { mergeEntries } from './calendar.entries';
import { feedEvents, fingerprintOf, renderFeed } from './calendar.ics';
import type { CalendarRepository } from './calendar.repository';

/** The feed carries the past year and everything ahead. */
const FEED_PAST_MS = 366 * 86_400_000;
const FAR_FUTURE = new Date('9999-12-31T00:00:00Z');
const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 28;

/** The team calendar and its iCalendar feed; on every plan (decision 0148). */
export class CalendarService {
  constructor(
    private readonly deps: {
      repo: CalendarRepository;
      trainings: TrainingsRepository;
      teams: TeamsRepository;
      tokens: CapabilityTokens;
      now: () => Date;
    },
  ) {}

  /** Matches and trainings starting in [from, to); by default the coming four weeks. */
  async entries(
    auth: AuthContext,
    teamId: string,
    query: TCalendarQuery,
  ): Promise<TCalendarEntry[]> {
    await this.ownedTeam(auth, teamId);
    const from = query.from ? new Date(query.from) : this.deps.now();
    const to = query.to ? new Date(query.to) : new Date(from.getTime() + DEFAULT_DAYS * DAY_MS);
    const range = { from, to };
    const [matchRows, trainingRows] = await Promise.all([
      this.deps.repo.matchesBetween(teamId, range.from, range.to),
      this.deps.trainings.listByTeam(teamId, range),
    ]);
    return mergeEntries(matchRows, trainingRows);
  }

  /** The feed's path, or null when the team has none switched on. */
  async feedPath(auth: AuthContext, teamId: string): Promise<string | null> {
    await this.ownedTeam(auth, teamId);
    const feed = await this.deps.repo.feedOf(teamId);
    return feed ? this.deps.tokens.pathOf(feed.nonce) : null;
  }

  /** A new secret URL: the previous one, if any, stops answering. */
  async rotateFeed(auth: AuthContext, teamId: string): Promise<string> {
    await this.ownedTeam(auth, teamId);
    const link = this.deps.tokens.issue();
    await this.deps.repo.replaceFeed(teamId, link.nonce, link.hash);
    return this.deps.tokens.pathOf(link.nonce);
  }

  async revokeFeed(auth: AuthContext, teamId: string): Promise<void> {
    await this.ownedTeam(auth, teamId);
    // Nothing to switch off is 404, like any DELETE of what is not there.
    if (!(await this.deps.repo.deleteFeed(teamId))) throw new AppError('NOT_FOUND');
  }

  /** The feed's text for a token; 404 for a malformed, revoked or replaced one. */
  async feedText(token: string): Promise<string> {
    if (!isCapabilityToken(token)) throw new AppError('NOT_FOUND');
    const { repo, tokens } = this.deps;
    const team = orNotFound(await repo.teamOfFeed(tokens.hashOf(token)));
    const now = this.deps.now();
    const since = new Date(now.getTime() - FEED_PAST_MS);
    const [matchRows, trainingRows, known] = await Promise.all([
      repo.matchesSince(team.teamId, since),
      this.deps.trainings.listByTeam(team.teamId, { from: since, to: FAR_FUTURE }),
      repo.sequences(team.teamId),
    ]);
    const lang = (LANGUAGES as readonly string[]).includes(team.language ?? '')
      ? (team.language as TLanguage)
      : DEFAULT_LANGUAGE;
    const events = feedEvents(team.teamName, lang, matchRows, trainingRows);
    const changed = events
      .map((e) => ({ uid: e.uid, fingerprint: fingerprintOf(e) }))
      .filter((c) => known.get(c.uid)?.fingerprint !== c.fingerprint);
    const bumped = await repo.bumpSequences(team.teamId, changed);
    const sequenceOf = (uid: string) => bumped.get(uid) ?? known.get(uid)?.sequence ?? 0;
    return renderFeed(team.teamName, events, sequenceOf, now);
  }

  private async ownedTeam(auth: AuthContext, teamId: string): Promise<void> {
    orNotFound(await this.deps.teams.findOwned(teamId, auth.userId));
  }
}
