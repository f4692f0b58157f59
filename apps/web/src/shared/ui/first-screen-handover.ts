/**
 * A page the build prerendered (decision 0604) shows the server's copy of its first screen until the
 * app has rendered its own: the page says so here once it has (`usePrerenderedPageReady`), and
 * main.tsx swaps the two in one task. Pages without a prerendered copy never wait on it.
 */
import { type ReactNode, useEffect, useState } from 'react';

let ready = false;
/** Parts of the page still to render before the hand-over (`holdHandOver`). */
let holds = 0;
/** A prerendered copy shows and the app's page renders unseen beside it. */
let handingOver = false;
const waiting: (() => void)[] = [];

function handOverIfDone(): void {
  if (!ready || holds > 0) return;
  for (const listener of waiting.splice(0)) listener();
}

/** Called once the page shows what its prerendered copy showed. */
export function prerenderedPageReady(): void {
  if (ready) return;
  ready = true;
  handOverIfDone();
}

/** Runs `listener` when the page is ready and no part holds the hand-over (at once if so already). */
export function onPrerenderedPageReady(listener: () => void): void {
  waiting.push(listener);
  handOverIfDone();
}

/** True while the server's copy shows and the app's page renders unseen (decision 0604). */
export function isHandingOver(): boolean {
  return handingOver;
}

/**
 * A part of the page that renders later (`RenderAfterPage`) holds the hand-over until it has: the
 * returned function lets go (once).
 */
export function holdHandOver(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    handOverIfDone();
  };
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
  handingOver = true;
  let done = false;
  const handOver = () => {
    if (done) return;
    done = true;
    handingOver = false;
    prerendered.remove();
    root.style.cssText = '';
  };
  // A frame later: what the page's first effects changed (the restaurant's colour) has rendered.
  onPrerenderedPageReady(() => requestAnimationFrame(handOver));
  setTimeout(handOver, HANDOVER_MAX_MS);
}

/**
 * While the server's copy of the page shows, its children render `step` tasks after the rest of the
 * page (decision 0610), and the hand-over waits for them: the page's unseen render is several shorter
 * tasks instead of one long one (a phone's blocking time). Anywhere else they render at once.
 */
export function RenderAfterPage({ children, step = 1 }: { children: ReactNode; step?: number }) {
  const [shown, setShown] = useState(() => !isHandingOver());
  useEffect(() => {
    if (shown) return;
    const release = holdHandOver();
    let timer: ReturnType<typeof setTimeout>;
    const wait = (tasks: number) => {
      timer = setTimeout(() => (tasks > 1 ? wait(tasks - 1) : setShown(true)));
    };
    wait(step);
    // Let go once the children have rendered (this runs when `shown` changes) or the page goes.
    return () => {
      clearTimeout(timer);
      release();
    };
  }, [shown, step]);
  return shown ? children : null;
}
