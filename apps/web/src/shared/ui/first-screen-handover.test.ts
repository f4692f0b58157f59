// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The module afresh (its "page ready" is once per page load). */
const load = async () => {
  vi.resetModules();
  return import('./first-screen-handover');
};

function pageWithPrerenderedScreen() {
  document.body.innerHTML =
    '<div id="root"><div id="rpos-prerendered" inert aria-hidden="true"><h1>Sign in</h1></div></div>';
  return {
    root: document.getElementById('root') as HTMLElement,
    prerendered: document.getElementById('rpos-prerendered') as HTMLElement,
  };
}

describe('the hand-over from a prerendered first screen to the app (decision 0604)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the copy in view while the app renders unseen, then swaps them a frame after the page is ready', async () => {
    const { handOverWhenReady, prerenderedPageReady } = await load();
    const { root, prerendered } = pageWithPrerenderedScreen();
    handOverWhenReady(root, prerendered);
    expect(root.previousElementSibling).toBe(prerendered);
    expect(root.children).toHaveLength(0);
    expect(root.style.visibility).toBe('hidden');
    prerenderedPageReady();
    expect(prerendered.isConnected).toBe(true);
    await vi.advanceTimersToNextFrame();
    expect(prerendered.isConnected).toBe(false);
    expect(root.style.cssText).toBe('');
  });

  it('shows the app after the longest wait when the page never says it is ready', async () => {
    const { handOverWhenReady, HANDOVER_MAX_MS } = await load();
    const { root, prerendered } = pageWithPrerenderedScreen();
    handOverWhenReady(root, prerendered);
    vi.advanceTimersByTime(HANDOVER_MAX_MS - 1);
    expect(prerendered.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(prerendered.isConnected).toBe(false);
    expect(root.style.visibility).toBe('');
  });

  it('runs a listener at once when the page was ready before it asked', async () => {
    const { onPrerenderedPageReady, prerenderedPageReady } = await load();
    prerenderedPageReady();
    const listener = vi.fn();
    onPrerenderedPageReady(listener);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('waits for the parts that hold it (rendered a task later) before it swaps', async () => {
    const { handOverWhenReady, prerenderedPageReady, holdHandOver, isHandingOver } = await load();
    const { root, prerendered } = pageWithPrerenderedScreen();
    expect(isHandingOver()).toBe(false);
    handOverWhenReady(root, prerendered);
    expect(isHandingOver()).toBe(true);
    const release = holdHandOver();
    prerenderedPageReady();
    await vi.advanceTimersToNextFrame();
    expect(prerendered.isConnected).toBe(true);
    release();
    release(); // once only
    await vi.advanceTimersToNextFrame();
    expect(prerendered.isConnected).toBe(false);
    expect(isHandingOver()).toBe(false);
  });
});
