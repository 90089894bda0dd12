import type { AuthContext } from '../../lib/auth';
import { orNotFound } from '../../lib/errors';
import { EXTENSION_BY_TYPE, type FileStorage } from '../../lib/storage';
import { table, type ArchiveEntry } from './archive';
import type { ExportRepository } from './export.repository';

type TeamRow = NonNullable<Awaited<ReturnType<ExportRepository['ownedTeam']>>>;

export interface ExportFile {
  filename: string;
  entries: ArchiveEntry[];
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'export';

const day = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Everything the owner keeps in the app, as JSON and CSV in a ZIP with the uploaded files
 * (issue 40, decision 0156): a team, one player (a player's request), or the whole account.
 */
export class ExportService {
  constructor(
    private readonly repo: ExportRepository,
    private readonly storage: FileStorage,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async file(key: string | null, name: string): Promise<ArchiveEntry[]> {
    if (!key) return [];
    const stored = await this.storage.get(key);
    if (!stored) return [];
    const ext = EXTENSION_BY_TYPE[stored.contentType] ?? 'bin';
    return [{ name: `${name}.${ext}`, body: stored.body }];
  }

  private async teamEntries(team: TeamRow, dir: string): Promise<ArchiveEntry[]> {
    const { logoKey, ownerId: _owner, ...fields } = team;
    const [players, competitions, matches, staff, audit] = await Promise.all([
      this.repo.playersOf(team.id),
      this.repo.competitionsOf(team.id),
      this.repo.matchesOf(team.id),
      this.repo.staffOf(team.id),
      this.repo.auditOf(team.id),
    ]);
    const events = await this.repo.eventsOf(matches.map((m) => m.id));
    return [
      { name: `${dir}team.json`, body: JSON.stringify(fields, null, 2) },
      ...(await table(`${dir}players`, players)),
      ...(await table(`${dir}competitions`, competitions)),
      ...(await table(`${dir}matches`, matches)),
      ...(await table(
        `${dir}match-events`,
        events.map(({ event, ...e }) => ({ ...e, type: event.type, event })),
      )),
      ...(await table(
        `${dir}staff`,
        staff.map(({ userId: _id, ...member }) => member),
      )),
      ...(await table(
        `${dir}audit-trail`,
        audit.map(({ id: _id, actorId: _actor, fields: names, ...row }) => ({
          ...row,
          fields: names.join(' '),
        })),
      )),
      ...(await this.file(logoKey, `${dir}files/team-logo`)),
    ];
  }

  async team(auth: AuthContext, teamId: string): Promise<ExportFile> {
    const team = orNotFound(await this.repo.ownedTeam(teamId, auth.userId));
    return {
      filename: `futsal-${slug(team.name)}-${day(this.now())}.zip`,
      entries: await this.teamEntries(team, ''),
    };
  }

  async player(auth: AuthContext, playerId: string): Promise<ExportFile> {
    const player = orNotFound(await this.repo.ownedPlayer(playerId, auth.userId));
    const [lines, statuses] = await Promise.all([
      this.repo.linesOf(player.id),
      this.repo.statusHistoryOf(player.id),
    ]);
    return {
      filename: `futsal-${slug(player.name)}-${day(this.now())}.zip`,
      entries: [
        ...(await table('player', [player])),
        ...(await table(
          'player-matches',
          lines.map(({ line, opponent, date }) => ({ date, opponent, ...line })),
        )),
        ...(await table('player-status-history', statuses)),
      ],
    };
  }

  async account(auth: AuthContext): Promise<ExportFile> {
    const account = orNotFound(await this.repo.account(auth.userId));
    const { avatarKey, ...user } = account.user;
    const teams = await this.repo.teamsOf(auth.userId);
    const perTeam = await Promise.all(
      teams.map((t, i) => this.teamEntries(t, `teams/${i + 1}-${slug(t.name)}/`)),
    );
    return {
      filename: `futsal-account-${day(this.now())}.zip`,
      entries: [
        { name: 'account.json', body: JSON.stringify(user, null, 2) },
        { name: 'settings.json', body: JSON.stringify(account.settings, null, 2) },
        ...(await table('subscriptions', account.subscriptions)),
        ...(await table('staff-of', await this.repo.membershipsOf(auth.userId))),
        ...(await this.file(avatarKey, 'files/avatar')),
        ...perTeam.flat(),
      ],
    };
  }
}
