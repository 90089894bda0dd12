import { describe, expect, it } from 'vitest';
import { courtZone } from './court-zone';
import { replayMatch } from './replay';
import { config, kickedOff, p } from './test-helpers';
import { expectedGoals, XG_CAP, XG_PENALTY, XG_ZONE_BASE } from './xg';

describe('shots and goals tagged with the game state (issue 38)', () => {
  it('tags a shot 5v5 and level, then man up after a rival sending-off, then leading', () => {
    const b = kickedOff();
    const even = b.at('first', 2).add({ type: 'shot', playerId: p(1) });
    b.at('first', 3).push({ type: 'rival_red_card' });
    const up = b.at('first', 4).add({ type: 'shot', playerId: p(1) });
    const goal = b.at('first', 4, 30).add({ type: 'goal', playerId: p(1) });
    const after = b.at('first', 6).add({ type: 'rival_shot' });
    const s = replayMatch(config(), b.events);
    const byId = Object.fromEntries(s.shotList.map((r) => [r.eventId, r]));
    expect(byId[even]).toMatchObject({ side: 'us', strength: 'even', score: 'level' });
    expect(byId[up]).toMatchObject({ strength: 'man_up', score: 'level' });
    // The goal is scored man up and before its own goal the score was level.
    expect(byId[goal]).toMatchObject({
      goal: true,
      outcome: 'goal',
      strength: 'man_up',
      score: 'level',
    });
    // Scoring ended the rival's window (Law 3): 5v5 again, and we lead.
    expect(byId[after]).toMatchObject({ side: 'rival', strength: 'even', score: 'leading' });
  });

  it('tags flying goalkeepers for and against, and counts seconds per state', () => {
    const b = kickedOff();
    b.at('first', 10).push({ type: 'flying_goalkeeper_on' });
    const ours = b.at('first', 11).add({ type: 'shot' });
    b.at('first', 12).push({ type: 'flying_goalkeeper_off' });
    b.at('first', 15).push({ type: 'rival_flying_goalkeeper_on' });
    const theirs = b.at('first', 16).add({ type: 'rival_shot' });
    b.at('first', 18).push({ type: 'rival_flying_goalkeeper_off' });
    b.at('first', 20).push({ type: 'period_end' });
    const s = replayMatch(config(), b.events);
    expect(s.shotList.find((r) => r.eventId === ours)?.strength).toBe('flying_for');
    expect(s.shotList.find((r) => r.eventId === theirs)?.strength).toBe('flying_against');
    const st = s.gameStates.strength;
    expect(st.flying_for.seconds).toBe(120);
    expect(st.flying_against.seconds).toBe(180);
    expect(st.even.seconds).toBe(1200 - 300);
    expect(st.flying_for.shotsFor).toBe(1);
    expect(st.flying_against.shotsAgainst).toBe(1);
    expect(s.rivalFlyingGoalkeeper.active).toBe(false);
  });

  it('places a shot afterwards, ignores a place of a voided shot, and never counts own goals as shots', () => {
    const b = kickedOff();
    const shot = b.at('first', 2).add({ type: 'shot', playerId: p(1) });
    b.at('first', 2).push({
      type: 'shot_place',
      shotEventId: shot,
      x: 0.9,
      y: 0.5,
      outcome: 'saved',
      situation: 'rebound',
    });
    const gone = b.at('first', 3).add({ type: 'rival_shot' });
    b.at('first', 3).push({ type: 'shot_place', shotEventId: gone, x: 0.8, y: 0.2 });
    b.at('first', 4).push({ type: 'void', voidsEventId: gone });
    b.at('first', 5).push({ type: 'goal', ownGoal: true });
    const s = replayMatch(config(), b.events);
    expect(s.rejected).toEqual([]);
    expect(s.shotList).toHaveLength(1);
    expect(s.shotList[0]).toMatchObject({
      eventId: shot,
      x: 0.9,
      zone: 'area_central',
      outcome: 'saved',
      situation: 'rebound',
      xg: expectedGoals('area_central', 'rebound', 'even'),
    });
    // The own goal still counts in the score state's goals.
    expect(s.gameStates.score.level.goalsFor).toBe(1);
  });

  it('maps a goal type onto its origin and prices a penalty on its own', () => {
    const b = kickedOff();
    const pen = b.at('first', 2).add({ type: 'goal', playerId: p(1), goalType: 'penalty' });
    const ind = b
      .at('first', 3)
      .add({ type: 'goal', playerId: p(1), goalType: 'individual_action' });
    const kick = b.at('first', 4).add({ type: 'rival_goal', goalType: 'lateral' });
    const s = replayMatch(config(), b.events);
    const r = (id: string) => s.shotList.find((x) => x.eventId === id);
    expect(r(pen)).toMatchObject({ origin: 'penalty', xg: XG_PENALTY });
    expect(r(ind)).toMatchObject({ origin: 'individual_action' });
    expect(r(kick)).toMatchObject({ side: 'rival', origin: 'kick_in', situation: 'kick_in' });
  });
});

describe('court zones and the expected-goals model', () => {
  it('zones from the Laws marks', () => {
    expect(courtZone(0.95, 0.5)).toBe('area_central');
    expect(courtZone(0.9, 0.3)).toBe('area_wide');
    expect(courtZone(0.78, 0.5)).toBe('mid_central');
    expect(courtZone(0.75, 0.2)).toBe('mid_wide');
    expect(courtZone(0.55, 0.5)).toBe('long');
    expect(courtZone(0.3, 0.5)).toBe('own_half');
  });

  it('takes the largest multiplier, never their product, and caps', () => {
    expect(expectedGoals('mid_central', 'transition', 'man_up')).toBe(
      Math.round(XG_ZONE_BASE.mid_central * 2.8 * 1000) / 1000,
    );
    expect(expectedGoals('area_central', 'rebound', 'flying_for')).toBeLessThanOrEqual(XG_CAP);
    expect(expectedGoals(null, null, 'even')).toBeGreaterThan(0);
  });
});
