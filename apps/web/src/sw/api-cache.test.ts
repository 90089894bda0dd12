import { describe, expect, it } from 'vitest';
import { SQUAD_FIELDS, cachedApiKind, squadOnly, squadOnlyResponse } from './api-cache';

const ID = '0b9c6c1e-4a55-4a3f-9d0e-2f1b6c7d8e9f';

describe('the API replies kept on the device (decision 0134)', () => {
  it("keeps the console's GETs, the squad apart", () => {
    expect(cachedApiKind('/api/auth/me')).toBe('plain');
    expect(cachedApiKind(`/api/teams/${ID}`)).toBe('plain');
    expect(cachedApiKind(`/api/matches/${ID}`)).toBe('plain');
    expect(cachedApiKind(`/api/events/match/${ID}`)).toBe('plain');
    expect(cachedApiKind(`/api/teams/${ID}/players`)).toBe('squad');
  });

  it('keeps nothing else: player files, contacts, figures, reports, the live stream', () => {
    for (const path of [
      `/api/players/${ID}`,
      `/api/players/team/${ID}`,
      `/api/events/match/${ID}/stream`,
      `/api/teams/${ID}/stats`,
      `/api/teams`,
      `/api/matches/team/${ID}`,
      `/api/contact`,
      `/api/subscriptions/current`,
      `/api/teams/${ID}/players/import/preview`,
      `/teams/${ID}`,
    ]) {
      expect(cachedApiKind(path), path).toBeNull();
    }
  });

  const player = {
    id: ID,
    _id: ID,
    team: ID,
    name: 'Jugador 1',
    number: 1,
    positions: { primary: 'goalkeeper', secondary: [] },
    status: 'injured',
    isActive: true,
    nationalId: 'ID-1-00000',
    phone: '+34 600 000 000',
    email: 'p1@example.com',
    address: 'Calle Mayor 1',
    dateOfBirth: '2000-01-01',
    emergencyContact: { name: 'Ana', phone: '+34 600 000 001', relationship: 'madre' },
    medicalInfo: { bloodType: 'A+', allergies: ['polen'], currentInjuries: ['rodilla'] },
  };

  it('cuts each player to what the console shows: no personal or medical field', () => {
    const [kept] = squadOnly([player]) ?? [];
    expect(Object.keys(kept ?? {}).sort()).toEqual([...SQUAD_FIELDS].sort());
    expect(JSON.stringify(kept)).not.toMatch(
      /ID-1-00000|600 000|p1@|Mayor|2000-01-01|A\+|polen|rodilla|Ana/,
    );
    expect(squadOnly({ players: [player] })).toBeNull();
  });

  it('stores a cut copy of the reply, and nothing for a reply that is no list', async () => {
    const reply = new Response(JSON.stringify([player]), {
      status: 200,
      headers: { 'content-type': 'application/json', etag: 'x' },
    });
    const stored = await squadOnlyResponse(reply);
    expect(stored?.status).toBe(200);
    expect(await stored?.json()).toEqual(squadOnly([player]));
    // The page still gets the whole reply.
    expect(((await reply.json()) as unknown[]).length).toBe(1);
    expect(await squadOnlyResponse(new Response('<html>'))).toBeNull();
  });
});
