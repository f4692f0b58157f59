import { type ReactNode, useEffect, useState } from 'react';
import { holdHandOver, isHandingOver } from './first-screen-handover';

/**
 * While the server's copy of the page shows (decision 0604), its children render a task after the
 * rest of the page, and the hand-over waits for them: the page's unseen render is two shorter tasks
 * instead of one long one (a phone's blocking time). Anywhere else they render at once.
 */
export function RenderAfterPage({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => !isHandingOver());
  useEffect(() => {
    if (shown) return;
    const release = holdHandOver();
    const next = setTimeout(() => setShown(true));
    // Let go once the children have rendered (this runs when `shown` changes) or the page goes.
    return () => {
      clearTimeout(next);
      release();
    };
  }, [shown]);
  return shown ? children : null;
}
