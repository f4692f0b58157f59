import { useEffect, useState } from 'react';

/** The current time in ms, renewed every `everyMs` while mounted (for "minutes waited so far"). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}
