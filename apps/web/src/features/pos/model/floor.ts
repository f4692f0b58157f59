/** Whole minutes since the bill opened (never negative, whatever the two clocks say). */
export function minutesOpen(openedAt: string, now: Date): number {
  const opened = new Date(openedAt).getTime();
  if (Number.isNaN(opened)) return 0;
  return Math.max(0, Math.floor((now.getTime() - opened) / 60_000));
}
