import { describe, expect, it } from 'vitest';
import { SendBatch } from './send-batch';

/** A sender whose statements the test answers by hand. */
function heldSender() {
  const sent: { items: number[]; answer: (r: string[]) => void; fail: (e: Error) => void }[] = [];
  const send = (items: number[]) =>
    new Promise<string[]>((answer, fail) => sent.push({ items, answer, fail }));
  return { sent, send };
}

describe('SendBatch', () => {
  it('sends an item at once when idle, and what comes meanwhile together in the next batch', async () => {
    const { sent, send } = heldSender();
    const batch = new SendBatch(send);
    const first = batch.add(1);
    const second = batch.add(2);
    const third = batch.add(3);
    expect(sent.map((s) => s.items)).toEqual([[1]]);
    sent[0]?.answer(['one']);
    await expect(first).resolves.toBe('one');
    expect(sent.map((s) => s.items)).toEqual([[1], [2, 3]]);
    sent[1]?.answer(['two', 'three']);
    await expect(second).resolves.toBe('two');
    await expect(third).resolves.toBe('three');
  });

  it("fails only its own batch's items, and goes on with the next", async () => {
    const { sent, send } = heldSender();
    const batch = new SendBatch(send);
    const first = batch.add(1);
    const second = batch.add(2);
    sent[0]?.fail(new Error('lost'));
    await expect(first).rejects.toThrow('lost');
    sent[1]?.answer(['two']);
    await expect(second).resolves.toBe('two');
    expect(sent.map((s) => s.items)).toEqual([[1], [2]]);
  });
});
