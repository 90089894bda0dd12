import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, liveMatch, renderConsole } from '../test/console-fixture';

const MATCH_ID = '44444444-4444-4444-8444-444444444444';
const kickOff: TMatchEvent = {
  id: id(100),
  type: 'period_start',
  period: 'first',
  minute: 0,
  second: 0,
};

describe('the court picker (issue 38)', { timeout: 60_000 }, () => {
  it('opens after a shot, which is logged at once, and logs its place on a tap of the court', async () => {
    const { posted, user } = renderConsole(liveMatch(MATCH_ID), [kickOff]);
    await user.click(screen.getByTestId('action-shot'));
    await waitFor(() => expect(posted.some((e) => e.type === 'shot')).toBe(true));
    const court = (await screen.findByTestId('court-picker-court')) as unknown as SVGSVGElement;
    await user.click(screen.getByTestId('shot-outcome-woodwork'));
    // jsdom lays nothing out: the court is given a box of 10 px a metre (its viewBox is 43 × 21 m).
    const box = { x: 0, y: 0, left: 0, top: 0, right: 430, bottom: 210, width: 430, height: 210 };
    court.getBoundingClientRect = () => ({ ...box, toJSON: () => box });
    fireEvent.click(court, { clientX: (36 + 1.5) * 10, clientY: (10 + 0.5) * 10 });
    const shot = posted.find((e) => e.type === 'shot');
    await waitFor(() =>
      expect(posted.find((e) => e.type === 'shot_place')).toMatchObject({
        shotEventId: shot?.id,
        x: 0.9,
        y: 0.5,
        outcome: 'woodwork',
        period: shot?.period,
        minute: shot?.minute,
        second: shot?.second,
      }),
    );
  });

  it('logs a rival shot, and skipping its place logs nothing more', async () => {
    const { posted, user } = renderConsole(liveMatch(MATCH_ID), [kickOff]);
    await user.click(await screen.findByTestId('action-rival-shot'));
    await user.click(await screen.findByTestId('court-picker-skip'));
    await waitFor(() => expect(posted.some((e) => e.type === 'rival_shot')).toBe(true));
    expect(posted.some((e) => e.type === 'shot_place')).toBe(false);
  });
});
