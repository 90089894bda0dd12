import type { TAuditPage } from '@futsal/shared';
import type { AuthContext } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import type { AuditRepository, AuditRow } from './audit.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : value;

/** The team's audit trail (decision 0179). */
export class AuditService {
  constructor(private readonly repo: AuditRepository) {}

  record(row: AuditRow): Promise<void> {
    return this.repo.insert({
      ...row,
      entityId: row.entityId && UUID.test(row.entityId) ? row.entityId : null,
    });
  }

  /** A page, newest first; the role gate let only the owner (members.manage) this far. */
  async page(
    auth: AuthContext,
    teamId: string,
    query: { before?: string; limit: number },
  ): Promise<TAuditPage> {
    // A stranger gets the 404 of a team that does not exist (decision 0175).
    if (!(await this.repo.isMember(teamId, auth.userId))) throw new AppError('NOT_FOUND');
    const rows = await this.repo.page(
      teamId,
      query.before === undefined ? null : Number(query.before),
      query.limit + 1,
    );
    const shown = rows.slice(0, query.limit);
    const ids = [...new Set(shown.flatMap((r) => (r.entityId ? [r.entityId] : [])))];
    const memberIds = [
      ...new Set(shown.flatMap((r) => (r.entity === 'member' && r.entityId ? [r.entityId] : []))),
    ];
    const subjects = await this.repo.subjects(teamId, ids, memberIds);
    return {
      entries: shown.map((r) => {
        const subject = r.entityId ? subjects.get(r.entityId) : undefined;
        return {
          id: String(r.id),
          at: r.at.toISOString(),
          actor:
            r.actorId === null
              ? null
              : {
                  id: r.actorId,
                  name: `${r.actorFirstName ?? ''} ${r.actorLastName ?? ''}`.trim(),
                },
          action: r.action,
          entity: r.entity,
          entityId: r.entityId,
          subject: subject ? { name: subject.name, date: iso(subject.date) } : null,
          fields: r.fields,
        };
      }),
      next: rows.length > query.limit ? String(shown.at(-1)?.id ?? '') : null,
    };
  }
}
