import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useMountStages } from '../../lib/use-mount-stages';

/**
 * The page inside a frame (AppLayout, PublicLayout). When the frame first mounts, the page is
 * committed in the render after it: in one commit they were the longest task of a page's load on
 * a phone (decision 0082). The frames are a screen tall already, so the footer stays where a
 * short page leaves it. Later navigations render the page at once.
 */
export function PageOutlet() {
  const page = useMountStages(1) >= 1;
  if (!page) return null;
  return (
    <Suspense fallback={<FullPageSpinner minHeight="50vh" />}>
      <Outlet />
    </Suspense>
  );
}
