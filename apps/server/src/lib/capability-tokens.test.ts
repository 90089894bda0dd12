import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CapabilityTokens, isCapabilityToken, type CapabilityPurpose } from './capability-tokens';

const SECRET = 's'.repeat(48);
const NONCE = 'n'.repeat(43);

/**
 * A link as the three classes this one replaced (LiveTokens, FeedTokens, AnswerTokens) made it:
 * the rows they stored must still open.
 */
function madeTheOldWay(label: string, nonce: string) {
  const key = createHmac('sha256', SECRET).update(label).digest();
  const token = createHmac('sha256', key).update(nonce).digest('base64url');
  return { token, hash: createHash('sha256').update(token).digest('hex') };
}

const OLD_LABELS: [CapabilityPurpose, string][] = [
  ['live-share', 'futsal.live-share.v1'],
  ['calendar-feed', 'futsal.calendar-feed.v1'],
  ['callup-answer', 'futsal.callup-answer.v1'],
];

describe('capability tokens', () => {
  it.each(OLD_LABELS)('rebuilds and looks up a %s link stored the old way', (purpose, label) => {
    const tokens = new CapabilityTokens(SECRET, purpose);
    const old = madeTheOldWay(label, NONCE);
    expect(tokens.tokenOf(NONCE)).toBe(old.token);
    expect(tokens.hashOf(old.token)).toBe(old.hash);
    expect(tokens.shownToken({ nonce: NONCE, tokenHash: old.hash })).toBe(old.token);
  });

  it.each([
    ['live-share', 'oyW-hRBXZ7Gjz2DzJDE5hOQWIS4MSz6VRm0kOnysAQE', 'bd719a870f329c660fac0a184c4484'],
    [
      'calendar-feed',
      'rtB3_xBe6kiNQn-wQ8g_37ME4NvwcFzLaIVpbfeS7Z8',
      'b16b5ecf1d99f5044654554f99ab01',
    ],
    [
      'callup-answer',
      'yVM4PawkpFeEgPtPwdi07jg7rJN39kB2Z5WJj2_sCIQ',
      '38e543e35e6758a4f4242bfbaf9d35',
    ],
  ] as const)('keeps the %s format to the known answer', (purpose, token, hashStart) => {
    // Computed with the former classes; a change here breaks every stored link of that kind.
    const tokens = new CapabilityTokens(SECRET, purpose);
    expect(tokens.tokenOf(NONCE)).toBe(token);
    expect(tokens.hashOf(token).startsWith(hashStart)).toBe(true);
  });

  it('issues a well-formed token whose hash is the one stored, different each time', () => {
    const tokens = new CapabilityTokens(SECRET, 'callup-answer');
    const a = tokens.issue();
    const b = tokens.issue();
    expect(a.nonce).not.toBe(b.nonce);
    expect(isCapabilityToken(tokens.tokenOf(a.nonce))).toBe(true);
    expect(tokens.hashOf(tokens.tokenOf(a.nonce))).toBe(a.hash);
  });

  it('gives each kind of link a key of its own', () => {
    const made = OLD_LABELS.map(([purpose]) =>
      new CapabilityTokens(SECRET, purpose).tokenOf(NONCE),
    );
    expect(new Set(made).size).toBe(3);
  });

  it('serves each kind at its path', () => {
    const path = (purpose: CapabilityPurpose) => {
      const tokens = new CapabilityTokens(SECRET, purpose);
      return tokens.pathOf(NONCE).replace(tokens.tokenOf(NONCE), '<token>');
    };
    expect(path('live-share')).toBe('/live/<token>');
    expect(path('calendar-feed')).toBe('/api/public/calendar/<token>.ics');
    expect(path('callup-answer')).toBe('/answer/<token>');
  });

  it('shows no token for a row stored under another server secret', () => {
    const before = new CapabilityTokens('t'.repeat(48), 'live-share').issue();
    const after = new CapabilityTokens(SECRET, 'live-share');
    expect(after.shownToken({ nonce: before.nonce, tokenHash: before.hash })).toBeNull();
  });

  it('tells a well-formed token from anything else', () => {
    expect(isCapabilityToken('A'.repeat(43))).toBe(true);
    expect(isCapabilityToken('A'.repeat(42))).toBe(false);
    expect(isCapabilityToken(`${'A'.repeat(42)}=`)).toBe(false);
  });
});
