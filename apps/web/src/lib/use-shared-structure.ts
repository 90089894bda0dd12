import { replaceEqualDeep } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * `value` with every part equal to the previous one's replaced by that part, as the query cache
 * shares its replies: a live console's state, replayed at each second, then keeps the identity
 * of all it holds that the second did not change (the timeline, the fouls, the time-outs), and
 * the panels drawn from those parts are not drawn again.
 */
export function useSharedStructure<T>(value: T): T {
  const [kept, setKept] = useState({ source: value, shared: value });
  if (kept.source === value) return kept.shared;
  const shared = replaceEqualDeep(kept.shared, value);
  // The derived-state pattern: React renders again at once, and finds `value` kept.
  setKept({ source: value, shared });
  return shared;
}
