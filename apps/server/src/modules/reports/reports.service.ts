import { ZAttendanceQuery, type TLanguage, type TPlan, type TReportQuery } from '@futsal/shared';
import type { TTeamRow } from '../../db/schema';
import type { AuthContext } from '../../lib/auth';
import { loadSharp } from '../../lib/lazy';
import { requireFeature } from '../../lib/plan-limits';
import type { FileStorage } from '../../lib/storage';
import type { StatsService } from '../stats';
import { reportMessages } from '@futsal/shared/messages/report';
import type { ReportRenderer } from './report-renderer';

export interface ReportFile {
  filename: string;
  body: Buffer;
}

/** ASCII slug for a file name: accents dropped, anything else a dash. */
export const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'report';

/** GET /reports/...: the same figures as the stats routes, printed (owner-only through StatsService). */
export class ReportsService {
  constructor(
    private readonly deps: {
      stats: StatsService;
      storage: FileStorage;
      /** The caller's plan in force: reports are a paid feature (PLAN_TABLE). */
      /** The plan of a team's owner (the paying account), whoever of its staff asks. */
      planOf: (teamId: string) => Promise<TPlan | null>;
      /** Builds and renders the PDF off the request thread (decision 0164). */
      renderer: ReportRenderer;
      now?: () => Date;
    },
  ) {}

  /** Stored logos are WebP, which PDF cannot embed: re-encoded to PNG; a missing file leaves no logo. */
  private async logo(team: TTeamRow): Promise<string | null> {
    if (!team.logoKey) return null;
    const file = await this.deps.storage.get(team.logoKey);
    if (!file) return null;
    const sharp = await loadSharp();
    const png = await sharp(file.body).resize(160, 160, { fit: 'inside' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  }

  async team(
    auth: AuthContext,
    teamId: string,
    query: TReportQuery,
    lang: TLanguage,
  ): Promise<ReportFile> {
    const team = await this.deps.stats.ownedTeam(auth, teamId);
    requireFeature(await this.deps.planOf(team.id), 'reports');
    const stats = await this.deps.stats.team(auth, teamId, query);
    const body = await this.deps.renderer.render({
      kind: 'team',
      input: {
        teamName: team.name,
        logo: await this.logo(team),
        stats,
        lang,
        now: this.deps.now?.() ?? new Date(),
      },
    });
    const prefix = reportMessages[lang].filePrefix;
    return {
      filename: `${prefix}-${slug(team.name)}-${stats.period.from}-${stats.period.to}.pdf`,
      body,
    };
  }

  async player(
    auth: AuthContext,
    playerId: string,
    query: TReportQuery,
    lang: TLanguage,
  ): Promise<ReportFile> {
    const stats = await this.deps.stats.player(auth, playerId, query);
    // Another user's player was 404 above; the plan is asked of the team's only.
    const team = await this.deps.stats.ownedTeam(auth, stats.player.teamId);
    requireFeature(await this.deps.planOf(team.id), 'reports');
    const body = await this.deps.renderer.render({
      kind: 'player',
      input: {
        teamName: team.name,
        logo: await this.logo(team),
        stats,
        // A period past the attendance's longest leaves the section out rather than the report.
        attendance: ZAttendanceQuery.safeParse(query).success
          ? await this.deps.stats.attendance(auth, playerId, query)
          : undefined,
        competitionName: await this.deps.stats.competitionName(team.id, query.competitionId),
        lang,
        now: this.deps.now?.() ?? new Date(),
      },
    });
    const prefix = reportMessages[lang].filePrefix;
    return {
      filename: `${prefix}-${slug(stats.player.name)}-${stats.period.from}-${stats.period.to}.pdf`,
      body,
    };
  }

  /** Issue 38: everything logged against one rival, to prepare the next match against it. */
  async opponent(
    auth: AuthContext,
    teamId: string,
    name: string,
    lang: TLanguage,
  ): Promise<ReportFile> {
    const team = await this.deps.stats.ownedTeam(auth, teamId);
    requireFeature(await this.deps.planOf(team.id), 'reports');
    const report = await this.deps.stats.opponent(auth, teamId, name);
    const body = await this.deps.renderer.render({
      kind: 'opponent',
      input: {
        teamName: team.name,
        logo: await this.logo(team),
        report,
        lang,
        now: this.deps.now?.() ?? new Date(),
      },
    });
    const prefix = reportMessages[lang].opponentPrefix;
    return {
      filename: `${prefix}-${slug(report.opponent)}.pdf`,
      body,
    };
  }
}
