import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The modules afresh (the hand-over is once per page load). */
const load = async () => {
  vi.resetModules();
  const handover = await import('./first-screen-handover');
  const { RenderAfterPage } = await import('./render-after-page');
  return { ...handover, RenderAfterPage };
};

describe('RenderAfterPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders its children at once when no prerendered copy shows', async () => {
    const { RenderAfterPage } = await load();
    render(
      <RenderAfterPage>
        <p>Options</p>
      </RenderAfterPage>,
    );
    expect(screen.getByText('Options')).toBeInTheDocument();
  });

  it('renders them a task later during the hand-over, which waits for them', async () => {
    const { RenderAfterPage, handOverWhenReady, prerenderedPageReady } = await load();
    document.body.innerHTML = '<div id="app"></div><div id="rpos-prerendered"><h1>Copy</h1></div>';
    const prerendered = document.getElementById('rpos-prerendered') as HTMLElement;
    const root = document.getElementById('app') as HTMLElement;
    handOverWhenReady(root, prerendered);
    render(
      <RenderAfterPage>
        <p>Options</p>
      </RenderAfterPage>,
      { container: root },
    );
    // The page says it is ready in its first render; its later part holds the hand-over.
    prerenderedPageReady();
    expect(screen.queryByText('Options')).toBeNull();
    expect(prerendered.isConnected).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Options')).toBeInTheDocument();
    expect(prerendered.isConnected).toBe(true);
    // A frame after the part has rendered, the copy goes.
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(prerendered.isConnected).toBe(false);
  });
});
