import { replayMatch } from '@futsal/shared/futsal/replay';
import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/providers';
import { createQueryClient } from '../../../app/server-state/client';
import { id, liveMatch, squad } from '../../live/testing';
import { rulesConfig } from '../lib/rules-config';
import { MatchTimeline } from './MatchTimeline';

const match = { ...liveMatch('77777777-7777-4777-8777-777777777777'), status: 'finished' as const };
let seq = 300;
const e = (type: TMatchEvent['type'], minute: number, extra = {}) =>
  ({ id: id(seq++), type, period: 'first', minute, second: 0, ...extra }) as TMatchEvent;
const log: TMatchEvent[] = [
  e('period_start', 0),
  e('shot', 1, { playerId: id(2) }),
  e('corner', 2),
  e('foul', 3, { playerId: id(3) }),
  e('rival_foul', 4),
  e('goal', 5, { playerId: id(4) }),
  e('yellow_card', 6, { playerId: id(3) }),
];

function setup() {
  const state = replayMatch(rulesConfig(match, squad), log);
  render(
    <TestProviders queryClient={createQueryClient()}>
      <MatchTimeline match={match} state={state} log={log} squad={squad} />
    </TestProviders>,
  );
  return userEvent.setup();
}

const types = () =>
  within(screen.getByTestId('timeline-first'))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-type'));

describe('MatchTimeline', () => {
  it('shows every event, fouls, shots and corners included', () => {
    setup();
    expect(types()).toEqual([
      'period_start',
      'shot',
      'corner',
      'foul',
      'rival_foul',
      'goal',
      'yellow_card',
    ]);
    expect(screen.getByTestId('timeline-filter-all').textContent).toBe('Todo · 7');
  });

  it('filters by kind of event', async () => {
    const user = setup();
    await user.click(screen.getByTestId('timeline-filter-fouls'));
    expect(types()).toEqual(['foul', 'rival_foul']);
    await user.click(screen.getByTestId('timeline-filter-shots'));
    expect(types()).toEqual(['shot', 'corner']);
    // Nothing of a kind never logged is offered.
    expect(screen.queryByTestId('timeline-filter-subs')).toBeNull();
    await user.click(screen.getByTestId('timeline-filter-all'));
    expect(types()).toHaveLength(7);
  });
});
