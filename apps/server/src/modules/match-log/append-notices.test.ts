import { describe, expect, it } from 'vitest';
import { AppendNotices } from './append-notices';

describe('AppendNotices', () => {
  it('sends the matches appended while a statement is in flight together in the next one', async () => {
    const sent: string[][] = [];
    let release: () => void = () => undefined;
    const first = new Promise<void>((r) => (release = r));
    let calls = 0;
    const notices = new AppendNotices(async (ids) => {
      sent.push([...ids]);
      if (calls++ === 0) await first;
    });
    notices.add('a');
    notices.add('b');
    notices.add('c');
    notices.add('b');
    release();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent).toEqual([['a'], ['b', 'c']]);
  });

  it('reports a failed statement and goes on with the next', async () => {
    const errors: [unknown, number][] = [];
    const sent: string[][] = [];
    let calls = 0;
    const notices = new AppendNotices(
      async (ids) => {
        sent.push([...ids]);
        if (calls++ === 0) throw new Error('connection lost');
      },
      (err, count) => errors.push([err, count]),
    );
    notices.add('a');
    await expect.poll(() => errors.length).toBe(1);
    expect((errors[0]?.[0] as Error).message).toBe('connection lost');
    expect(errors[0]?.[1]).toBe(1);
    notices.add('b');
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]).toEqual(['b']);
  });
});
