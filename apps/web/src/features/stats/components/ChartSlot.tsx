import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the screen a chart starts loading: a scroll's head start. */
const AHEAD = '400px';

/** True once the element has come within `AHEAD` of the screen (at once without IntersectionObserver). */
function useNearScreen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/**
 * A chart's place, `height` tall from the first render: the chart (a lazy component) is drawn
 * in it once it nears the screen, and until it has loaded a skeleton holds the space, so
 * nothing below moves (decision 0102).
 */
export function ChartSlot({ height, children }: { height: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  const holder = <Skeleton variant="rounded" height={height} sx={{ bgcolor: 'action.hover' }} />;
  return (
    <Box ref={ref} sx={{ minHeight: height }} data-testid="chart-slot" data-drawn={near}>
      {near ? <Suspense fallback={holder}>{children}</Suspense> : holder}
    </Box>
  );
}
