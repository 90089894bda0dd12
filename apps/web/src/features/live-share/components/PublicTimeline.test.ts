import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { publicLive } from '../test/public-live-fixture';
import { describePublicEntry } from './PublicTimeline';

const teams = { us: 'CD Prueba', rival: 'Inter Movistar' };
const base = publicLive().timeline[1]!;

describe('the public timeline’s words', () => {
  it('says an own goal is one, naming our player who put it in', async () => {
    await i18n.changeLanguage('es');
    const t = i18n.getFixedT('es');
    const ours = { ...base, ownGoal: true, player: { name: 'Ana', number: 10 } };
    expect(describePublicEntry(ours, teams, t)).toBe('Gol (en propia puerta) · 10 · Ana');
    const theirs = { ...base, type: 'goal' as const, side: 'us' as const, ownGoal: true };
    expect(describePublicEntry(theirs, teams, t)).toBe('Gol (en propia puerta) · Inter Movistar');
  });

  it('shows a second yellow as the sending-off it is', async () => {
    await i18n.changeLanguage('es');
    const t = i18n.getFixedT('es');
    const entry = {
      ...base,
      type: 'yellow_card' as const,
      side: 'us' as const,
      player: { name: 'Eva', number: 7 },
      secondYellow: true,
    };
    expect(describePublicEntry(entry, teams, t)).toBe('Roja · 7 · Eva · doble amarilla');
  });
});
