import { useState } from 'react';

/**
 * `value`, or the one returned before while `same` holds between them: what is computed from it
 * (memos keyed on it, memoised children) is then not computed again for an equal copy.
 */
export function useStable<T>(value: T, same: (a: T, b: T) => boolean): T {
  const [kept, setKept] = useState(value);
  if (kept !== value && !same(kept, value)) {
    // The derived-state pattern: React renders again at once with the new value.
    setKept(value);
    return value;
  }
  return kept;
}
