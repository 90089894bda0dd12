import { describe, expect, it } from 'vitest';
import { bearer, useTestApp, registerAndLogin } from '../../../test/helpers';
import { ev, logEvents, postEvent, setupMatch, type MatchSetup } from '../../../test/matches';

/** The Laws of the Game the engine keeps, through the event append (issue 9). */
const t = useTestApp();

const ids = (s: MatchSetup) => s.players.map((p) => p.id);
const stateOf = async (s: MatchSetup, token = s.coach.token) =>
  t.app.inject({ method: 'GET', url: `/api/matches/${s.match.id}/state`, headers: bearer(token) });
const state = async (s: MatchSetup) => {
  const res = await stateOf(s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().state;
};

async function expectRefused(
  s: MatchSetup,
  event: Record<string, unknown>,
  rule: string,
  lang = 'en',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/events/match/${s.match.id}`,
    headers: { ...bearer(s.coach.token), 'accept-language': lang },
    payload: event,
  });
  expect(res.statusCode, res.body).toBe(409);
  const { error } = res.json();
  expect(error.code).toBe('MATCH_RULE_VIOLATION');
  expect(error.details).toContainEqual({ path: 'rule', key: `match.rule.${rule}`, message: rule });
  return error.message as string;
}

describe('Laws of the Game on the event append', () => {
  it('a second yellow card sends the player off and leaves the team short (Law 12, Law 3)', async () => {
    const s = await setupMatch(t.app);
    const [p1, , , , , p6] = ids(s);
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0),
      ev('yellow_card', 'first', 3, { playerId: p1 }),
      ev('yellow_card', 'first', 8, { playerId: p1 }),
    ]);
    const st = await state(s);
    expect(st.expelled).toEqual([
      expect.objectContaining({ playerId: p1, secondYellow: true, fromCourt: true }),
    ]);
    expect(st.onCourt).toHaveLength(4);
    expect(st.courtLimit).toBe(4);
    expect(st.summary.redCards.us).toBe(1);
    await expectRefused(s, ev('substitution', 'first', 9, { playerInId: p6 }), 'MAN_DOWN_ACTIVE');
    await expectRefused(s, ev('red_card', 'first', 9, { playerId: p1 }), 'PLAYER_ALREADY_EXPELLED');
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('substitution', 'first', 10, { playerInId: p6 }),
    ]);
  });

  it('a substitute sent off on the bench does not reduce the team (Law 3)', async () => {
    const s = await setupMatch(t.app);
    const [p1, , , , , p6, p7] = ids(s);
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0),
      ev('red_card', 'first', 5, { playerId: p7, playerLocation: 'bench' }),
      ev('substitution', 'first', 5, { playerOutId: p1, playerInId: p6 }, 20),
    ]);
    const st = await state(s);
    expect(st.manDown).toEqual([]);
    expect(st.onCourt).toHaveLength(5);
    expect(st.expelled).toEqual([expect.objectContaining({ playerId: p7, fromCourt: false })]);
  });

  it('abandons a match when a team falls below 3 players: events refused, status finished', async () => {
    const s = await setupMatch(t.app);
    const [p1] = ids(s);
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0),
      ev('goal', 'first', 2, { playerId: p1 }),
      ev('rival_red_card', 'first', 5),
      ev('rival_red_card', 'first', 5, {}, 30),
    ]);
    const last = await postEvent(
      t.app,
      s.coach.token,
      s.match.id,
      ev('rival_red_card', 'first', 6),
    );
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json().match).toEqual({ status: 'finished', score: { us: 1, rival: 0 } });
    expect((await state(s)).abandoned).toMatchObject({ side: 'rival', atClockSec: 360 });
    const message = await expectRefused(
      s,
      ev('goal', 'first', 7, { playerId: p1 }),
      'MATCH_ABANDONED',
      'es',
    );
    expect(message).toBe('El partido se suspendió: un equipo se quedó con menos de 3 jugadores');
  });

  it('counts only accumulated fouls towards the 5th-foul warning and the 10 m kick (Law 13)', async () => {
    const s = await setupMatch(t.app);
    const fouls = Array.from({ length: 5 }, (_, i) => ev('rival_foul', 'first', 1 + i));
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0),
      ...fouls.slice(0, 4),
      ev('rival_foul', 'first', 6, { accumulated: false }),
      ev('foul', 'first', 6, { accumulated: false }, 30),
    ]);
    let st = await state(s);
    expect(st.fouls.current).toEqual({ us: 0, rival: 4 });
    expect(st.fouls.warning.rival).toBe(false);
    expect(st.summary.fouls).toEqual({ us: 1, rival: 5 });
    expect(st.summary.accumulatedFouls).toEqual({ us: 0, rival: 4 });
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('rival_foul', 'first', 7),
      ev('rival_foul', 'first', 8),
    ]);
    st = await state(s);
    expect(st.fouls.list.at(-1)).toMatchObject({ number: 6, tenMetreKick: true });
    const bad = await postEvent(
      t.app,
      s.coach.token,
      s.match.id,
      ev('foul', 'first', 9, { accumulated: 'no' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toContainEqual(
      expect.objectContaining({ key: 'validation.matchEvent.accumulated' }),
    );
  });

  it('decides a cup tie by kicks from the penalty mark as soon as it is settled (Law 10)', async () => {
    const s = await setupMatch(t.app, { type: 'cup' });
    const [p1, p2, p3] = ids(s);
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0),
      ev('period_end', 'first', 20),
      ev('period_start', 'second', 20),
      ev('goal', 'second', 30, { playerId: p1 }),
      ev('rival_goal', 'second', 35),
      ev('period_end', 'second', 40),
    ]);
    const kick = (playerId: string | undefined, outcome: string) =>
      ev('shootout_kick', 'second', 40, { playerId, outcome });
    const rival = (outcome: string) => ev('rival_shootout_kick', 'second', 40, { outcome });
    await logEvents(t.app, s.coach.token, s.match.id, [kick(p1, 'scored'), rival('saved')]);
    await expectRefused(s, rival('scored'), 'SHOOTOUT_OUT_OF_TURN');
    const during = await postEvent(t.app, s.coach.token, s.match.id, kick(p2, 'scored'));
    expect(during.json().match).toEqual({ status: 'live', score: { us: 1, rival: 1 } });
    await logEvents(t.app, s.coach.token, s.match.id, [rival('missed'), kick(p3, 'scored')]);
    const settled = await postEvent(t.app, s.coach.token, s.match.id, rival('missed'));
    expect(settled.statusCode, settled.body).toBe(201);
    // 3–0 after three kicks each: the match is decided and over; the score stays 1–1.
    expect(settled.json().match).toEqual({ status: 'finished', score: { us: 1, rival: 1 } });
    expect((await state(s)).shootout).toMatchObject({
      us: 3,
      rival: 0,
      decided: true,
      winner: 'us',
    });
    await expectRefused(s, kick(p1, 'scored'), 'SHOOTOUT_DECIDED', 'it');
  });

  it('refuses kicks in a league match without them', async () => {
    const s = await setupMatch(t.app);
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0),
      ev('period_end', 'first', 20),
      ev('period_start', 'second', 20),
      ev('period_end', 'second', 40),
    ]);
    const message = await expectRefused(
      s,
      ev('rival_shootout_kick', 'second', 40, { outcome: 'scored' }),
      'SHOOTOUT_NOT_AVAILABLE',
      'pt',
    );
    expect(message).toMatch(/penálti/);
  });

  it("shows a match's state to its owner only", async () => {
    const s = await setupMatch(t.app);
    const other = await registerAndLogin(t.app);
    expect((await stateOf(s, other.token)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/matches/${s.match.id}/state` })).statusCode,
    ).toBe(401);
  });
});
