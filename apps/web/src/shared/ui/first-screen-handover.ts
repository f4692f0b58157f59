/**
 * A page the build prerendered (decision 0604) shows the server's copy of its first screen until the
 * app has rendered its own: the page says so here once it has (`usePrerenderedPageReady`), and
 * main.tsx swaps the two in one task. Pages without a prerendered copy never wait on it.
 */
import { useEffect } from 'react';

let ready = false;
const waiting: (() => void)[] = [];

/** Called once the page shows what its prerendered copy showed. */
export function prerenderedPageReady(): void {
  if (ready) return;
  ready = true;
  for (const listener of waiting.splice(0)) listener();
}

/** Runs `listener` when the page is ready (at once if it is already). */
export function onPrerenderedPageReady(listener: () => void): void {
  if (ready) listener();
  else waiting.push(listener);
}

/** The page's components call it; the page is ready once `shown` (its first screen is on it). */
export function usePrerenderedPageReady(shown = true): void {
  useEffect(() => {
    if (shown) prerenderedPageReady();
  }, [shown]);
}

/** At most this long the prerendered copy waits for the page (then the app shows whatever it has). */
export const HANDOVER_MAX_MS = 5000;

/**
 * A prerendered first screen stays in view until the app's page has rendered its own: it moves out of
 * the root, and the root renders unseen (laid out, so what measures itself measures right) in its
 * place; once the page is ready — or after HANDOVER_MAX_MS, whatever the app shows then — the copy
 * goes and the root shows, in one task.
 */
export function handOverWhenReady(root: HTMLElement, prerendered: HTMLElement): void {
  root.before(prerendered);
  root.style.cssText = 'position:absolute;top:0;left:0;right:0;visibility:hidden';
  let done = false;
  const handOver = () => {
    if (done) return;
    done = true;
    prerendered.remove();
    root.style.cssText = '';
  };
  // A frame later: what the page's first effects changed (the restaurant's colour) has rendered.
  onPrerenderedPageReady(() => requestAnimationFrame(handOver));
  setTimeout(handOver, HANDOVER_MAX_MS);
}
