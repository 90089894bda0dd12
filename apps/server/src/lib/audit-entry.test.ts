import { describe, expect, it } from 'vitest';
import { auditTargetOf, eventTypesOf, fieldNamesOf } from './audit-entry';

describe('auditTargetOf', () => {
  it('reads the action, the entity and its id parameter from the route', () => {
    const cases: [string, string, ReturnType<typeof auditTargetOf>][] = [
      [
        'POST',
        '/api/players/team/:teamId',
        { action: 'create', entity: 'player', idParam: 'teamId' },
      ],
      ['PUT', '/api/players/:id', { action: 'update', entity: 'player', idParam: 'id' }],
      [
        'DELETE',
        '/api/tournaments/:id',
        { action: 'delete', entity: 'competition', idParam: 'id' },
      ],
      ['PUT', '/api/matches/:id/lineup', { action: 'update', entity: 'lineup', idParam: 'id' }],
      ['POST', '/api/matches/:id/share', { action: 'create', entity: 'live-link', idParam: 'id' }],
      [
        'POST',
        '/api/events/match/:matchId',
        { action: 'log', entity: 'event', idParam: 'matchId' },
      ],
      [
        'POST',
        '/api/events/match/:matchId/batch',
        { action: 'log', entity: 'event', idParam: 'matchId' },
      ],
      [
        'PUT',
        '/api/callups/training/:trainingId',
        { action: 'update', entity: 'callup', idParam: 'trainingId' },
      ],
      [
        'PUT',
        '/api/callups/match/:matchId/attendance',
        { action: 'update', entity: 'attendance', idParam: 'matchId' },
      ],
      [
        'POST',
        '/api/callups/match/:matchId/players/:playerId/link',
        { action: 'create', entity: 'answer-link', idParam: 'playerId' },
      ],
      [
        'POST',
        '/api/callups/match/:matchId/send-links',
        { action: 'send', entity: 'answer-link', idParam: 'matchId' },
      ],
      [
        'POST',
        '/api/teams/:id/players/import',
        { action: 'import', entity: 'player', idParam: 'id' },
      ],
      [
        'DELETE',
        '/api/calendar/team/:teamId/feed',
        { action: 'delete', entity: 'calendar-feed', idParam: 'teamId' },
      ],
      // Routes written later are named from their path.
      [
        'DELETE',
        '/api/teams/:id/members/:userId',
        { action: 'delete', entity: 'member', idParam: 'userId' },
      ],
      [
        'POST',
        '/api/teams/:id/invitations/:invitationId/resend',
        { action: 'resend', entity: 'invitation', idParam: 'invitationId' },
      ],
      ['PUT', '/api/teams/:id/colours', { action: 'update', entity: 'colour', idParam: 'id' }],
      [
        'POST',
        '/api/invitations/:token/accept',
        { action: 'accept', entity: 'invitation', idParam: null },
      ],
    ];
    for (const [method, url, expected] of cases)
      expect(auditTargetOf(method, url), url).toEqual(expected);
  });

  it('leaves out dry runs and reads', () => {
    expect(auditTargetOf('POST', '/api/teams/:id/players/import/preview')).toBeNull();
    expect(auditTargetOf('GET', '/api/players/:id')).toBeNull();
  });
});

describe('fieldNamesOf', () => {
  it('names keys and the keys of nested sections, never values nor keys made of data', () => {
    expect(
      fieldNamesOf({
        phone: '+34 600',
        medicalInfo: { allergies: ['x'], bloodType: 'O+' },
        positions: { primary: 'pivot' },
        starters: ['a', 'b'],
        'juan@example.com': 1,
      }),
    ).toEqual([
      'phone',
      'medicalInfo.allergies',
      'medicalInfo.bloodType',
      'positions.primary',
      'starters',
    ]);
    expect(fieldNamesOf(null)).toEqual([]);
    expect(fieldNamesOf(['a'])).toEqual([]);
  });
});

describe('eventTypesOf', () => {
  it('names the types of one event or a batch, once each', () => {
    expect(eventTypesOf({ type: 'goal' })).toEqual(['goal']);
    expect(
      eventTypesOf(
        { events: [{ type: 'goal' }, { type: 'foul' }, { type: 'goal' }] },
        (i) => i > 0,
      ),
    ).toEqual(['foul', 'goal']);
  });
});
