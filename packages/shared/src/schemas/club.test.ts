import { describe, expect, it } from 'vitest';
import { ZCreateCompetitionRequest, ZUpdateCompetitionRequest } from './competition';
import { ZCreatePlayerRequest, ZUpdatePlayerRequest } from './player';
import { ZCreateTeamRequest, ZUpdateTeamRequest } from './team';

type Parse = {
  safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
};
const keyOf = (schema: Parse, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
const s = (n: number) => 'x'.repeat(n);

describe('team (spec §5)', () => {
  const team = { name: 'Leones FS', description: 'Equipo juvenil', division: 'Primera' };

  it.each([
    ['name', 3, 50, 'validation.team.name'],
    ['description', 10, 500, 'validation.team.description'],
    ['division', 2, 50, 'validation.team.division'],
  ] as const)('%s accepts %i to %i characters', (field, min, max, key) => {
    expect(ZCreateTeamRequest.safeParse({ ...team, [field]: s(min) }).success).toBe(true);
    expect(ZCreateTeamRequest.safeParse({ ...team, [field]: s(max) }).success).toBe(true);
    expect(keyOf(ZCreateTeamRequest, { ...team, [field]: s(min - 1) })).toBe(key);
    expect(keyOf(ZCreateTeamRequest, { ...team, [field]: s(max + 1) })).toBe(key);
  });

  it('requires a name but lets description and division be left blank', () => {
    expect(keyOf(ZCreateTeamRequest, { description: '', division: '' })).toBe(
      'validation.team.name',
    );
    expect(ZCreateTeamRequest.parse({ name: 'Leones', description: '  ', division: '' })).toEqual({
      name: 'Leones',
    });
  });

  it('update ignores empty fields and checks the given ones', () => {
    expect(ZUpdateTeamRequest.parse({ name: '', description: 'Una descripción' })).toEqual({
      description: 'Una descripción',
    });
    expect(keyOf(ZUpdateTeamRequest, { name: 'ab' })).toBe('validation.team.name');
  });

  it('founded year comes as text from multipart', () => {
    expect(ZCreateTeamRequest.parse({ name: 'Leones', foundedYear: '1998' }).foundedYear).toBe(
      1998,
    );
    expect(keyOf(ZCreateTeamRequest, { name: 'Leones', foundedYear: '12' })).toBe(
      'validation.team.foundedYear',
    );
  });
});

describe('player (spec §5)', () => {
  const player = {
    name: 'Lucas Pérez',
    number: 10,
    positions: { primary: 'winger' },
    preferredFoot: 'right',
    status: 'available',
    nationalId: '12345678A',
  };

  it('accepts a minimal player', () => {
    expect(ZCreatePlayerRequest.safeParse(player).success).toBe(true);
  });

  it('accepts a player with only a name and a number (decision 0119)', () => {
    const r = ZCreatePlayerRequest.safeParse({ name: 'Lucas Pérez', number: 10 });
    expect(r.success).toBe(true);
    // A blank document is no document: nothing to check, null to store.
    expect(ZCreatePlayerRequest.parse({ ...player, nationalId: '  ' }).nationalId).toBeNull();
  });

  it.each([
    [{ name: undefined }, 'validation.player.nameRequired'],
    [{ name: '' }, 'validation.player.nameRequired'],
    [{ name: 'L' }, 'validation.player.name'],
    [{ name: s(51) }, 'validation.player.name'],
    [{ number: undefined }, 'validation.player.numberRequired'],
    [{ number: 0 }, 'validation.player.number'],
    [{ number: 100 }, 'validation.player.number'],
    [{ number: 7.5 }, 'validation.player.number'],
    [{ positions: { primary: 'striker' } }, 'validation.player.position'],
    [{ preferredFoot: 'none' }, 'validation.player.foot'],
    [{ status: 'retired' }, 'validation.player.status'],
    [{ nationalId: 12345678 }, 'validation.player.nationalId'],
    [{ positions: { primary: '' } }, 'validation.player.position'],
    [{ nationalId: '1234' }, 'validation.player.nationalId'],
    [{ nationalId: s(21) }, 'validation.player.nationalId'],
    [{ email: 'lucas@' }, 'validation.email.invalid'],
  ])('%j fails with %s', (patch, key) => {
    expect(keyOf(ZCreatePlayerRequest, { ...player, ...patch })).toBe(key);
  });

  it('accepts the boundaries', () => {
    for (const patch of [
      { name: 'Lu' },
      { name: s(50) },
      { number: 1 },
      { number: 99 },
      { nationalId: s(5) },
      { nationalId: s(20) },
      { nationalId: '' },
      { positions: {} },
    ]) {
      expect(ZCreatePlayerRequest.safeParse({ ...player, ...patch }).success).toBe(true);
    }
  });

  it('takes the medical information with lists', () => {
    const r = ZCreatePlayerRequest.parse({
      ...player,
      email: '',
      medicalInfo: {
        bloodType: 'O+',
        allergies: ['Penicilina'],
        currentInjuries: [],
        injuryHistory: ['Esguince 2024'],
      },
      emergencyContact: { name: 'Ana', phone: '600000000', relationship: 'Madre' },
    });
    expect(r.email).toBeNull();
    expect(r.medicalInfo?.allergies).toEqual(['Penicilina']);
  });

  it('update: a blank field clears it, a missing one is left alone', () => {
    const r = ZUpdatePlayerRequest.parse({ phone: '  ', email: '' });
    expect(r).toEqual({ phone: null, email: null });
    expect('address' in r).toBe(false);
  });

  it('update checks only what is sent', () => {
    expect(ZUpdatePlayerRequest.safeParse({ status: 'injured' }).success).toBe(true);
    expect(keyOf(ZUpdatePlayerRequest, { number: 100 })).toBe('validation.player.number');
  });
});

describe('competition (spec §5)', () => {
  const cup = { name: 'Copa Invierno', type: 'cup', startDate: '2026-12-01' };

  it('accepts 3 to 50 characters and needs type and start date', () => {
    expect(ZCreateCompetitionRequest.safeParse({ ...cup, name: s(3) }).success).toBe(true);
    expect(ZCreateCompetitionRequest.safeParse({ ...cup, name: s(50) }).success).toBe(true);
    expect(keyOf(ZCreateCompetitionRequest, { ...cup, name: s(2) })).toBe(
      'validation.competition.name',
    );
    expect(keyOf(ZCreateCompetitionRequest, { ...cup, name: s(51) })).toBe(
      'validation.competition.name',
    );
    expect(keyOf(ZCreateCompetitionRequest, { ...cup, type: 'friendly' })).toBe(
      'validation.competition.type',
    );
    expect(keyOf(ZCreateCompetitionRequest, { ...cup, startDate: undefined })).toBe(
      'validation.competition.startDate',
    );
  });

  it('needs the end after the start and a positive maxTeams', () => {
    expect(ZCreateCompetitionRequest.safeParse({ ...cup, endDate: '2026-12-02' }).success).toBe(
      true,
    );
    expect(keyOf(ZCreateCompetitionRequest, { ...cup, endDate: '2026-12-01' })).toBe(
      'validation.competition.endAfterStart',
    );
    expect(keyOf(ZCreateCompetitionRequest, { ...cup, maxTeams: 0 })).toBe(
      'validation.competition.maxTeams',
    );
    expect(ZCreateCompetitionRequest.safeParse({ ...cup, maxTeams: 1 }).success).toBe(true);
    expect(
      keyOf(ZUpdateCompetitionRequest, { startDate: '2026-12-05', endDate: '2026-12-04' }),
    ).toBe('validation.competition.endAfterStart');
  });
});
