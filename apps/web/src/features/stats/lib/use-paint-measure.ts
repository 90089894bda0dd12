import { useLayoutEffect, useState } from 'react';

/**
 * Marks how long a component's first render takes to reach the screen: from its render's start
 * to the next frame after the DOM has it, as a `performance.measure` named `name`, which the
 * bench reads (bench/shot-map.ts). Costs one frame callback per mount.
 */
export function usePaintMeasure(name: string): void {
  const [start] = useState(() => performance.now());
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => performance.measure(name, { start }));
    return () => cancelAnimationFrame(frame);
  }, [name, start]);
}
