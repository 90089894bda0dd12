import { describe, expect, it } from 'vitest';
import { mirroredLogUrl, withEvent } from './log-mirror';

const MATCH = '0b9c6c1e-4a55-4a3f-9d0e-2f1b6c7d8e9f';

describe("the stored log follows this device's events", () => {
  it('belongs to the POST of an event, to no other request', () => {
    const post = (path: string, method = 'POST') =>
      mirroredLogUrl(
        new Request(`http://app.test${path}`, { method, body: method === 'POST' ? '{}' : null }),
      );
    expect(post(`/api/events/match/${MATCH}`)).toBe(`http://app.test/api/events/match/${MATCH}`);
    expect(post(`/api/events/match/${MATCH}`, 'GET')).toBeNull();
    expect(post(`/api/events/match/${MATCH}/stream`)).toBeNull();
    expect(post(`/api/matches/${MATCH}`)).toBeNull();
  });

  it('appends an event once, keeping the rest of the reply', () => {
    const log = { events: [{ id: 'a', type: 'period_start' }] };
    const next = withEvent(log, { id: 'b', type: 'goal' });
    expect(next?.events.map((e) => (e as { id: string }).id)).toEqual(['a', 'b']);
    // A re-sent event (the server's 200) is there already: nothing to write.
    expect(withEvent(next, { id: 'b', type: 'goal' })).toBeNull();
    expect(withEvent({ nope: true }, { id: 'c' })).toBeNull();
    expect(withEvent(log, { type: 'goal' })).toBeNull();
  });
});
