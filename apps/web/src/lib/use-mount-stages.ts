import { startTransition, useEffect, useState } from 'react';

/**
 * 0 while a component mounts, then 1, 2… up to `last`, one render each: a large screen mounts
 * its parts stage by stage, each once the one before has been committed, instead of in one
 * commit (styles inserted, elements created, effects run) that is a long task on a phone and
 * blocks its input (decision 0082). The later stages are transitions, rendered in slices that
 * yield to the browser; their commits are tasks of their own.
 */
export function useMountStages(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage < last) startTransition(() => setStage(stage + 1));
  }, [stage, last]);
  return stage;
}
