import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the screen a chart starts loading: a scroll's head start. */
const AHEAD = '400px';

/**
 * Once the element has come within `AHEAD` of the screen (at once without IntersectionObserver),
 * its content width; 0 before. Both are the browser's own observations, made after layout, so
 * nothing here forces one.
 */
function useWidthWhenNear(ref: React.RefObject<HTMLElement | null>): number {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [width, setWidth] = useState(0);
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
  useEffect(() => {
    const el = ref.current;
    if (!near || !el) return;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(el.clientWidth);
      return;
    }
    // Reports the width once observed, then on every change (a phone turned, a menu folded).
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (box) setWidth(Math.floor(box.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, ref]);
  return near ? width : 0;
}

/**
 * A chart's place, `height` tall from the first render: the chart (a lazy component) is drawn
 * in it once it nears the screen, and until it has loaded a skeleton holds the space, so
 * nothing below moves (decision 0102). The chart is given the place's width: measuring itself,
 * MUI X Charts forced a layout and drew every chart twice, first at width 0.
 */
export function ChartSlot({
  height,
  children,
}: {
  height: number;
  children: (width: number) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidthWhenNear(ref);
  const holder = <Skeleton variant="rounded" height={height} sx={{ bgcolor: 'action.hover' }} />;
  return (
    <Box ref={ref} sx={{ minHeight: height }} data-testid="chart-slot" data-drawn={width > 0}>
      {width > 0 ? <Suspense fallback={holder}>{children(width)}</Suspense> : holder}
    </Box>
  );
}
