import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The modules afresh (the hand-over is once per page load). */
const load = async () => {
  vi.resetModules();
  return import('./first-screen-handover');
};

describe('RenderAfterPage (decision 0610)', () => {
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

  it('renders a later step a task after the one before it', async () => {
    const { RenderAfterPage, handOverWhenReady } = await load();
    document.body.innerHTML = '<div id="app"></div><div id="rpos-prerendered"><h1>Copy</h1></div>';
    const root = document.getElementById('app') as HTMLElement;
    handOverWhenReady(root, document.getElementById('rpos-prerendered') as HTMLElement);
    render(
      <>
        <RenderAfterPage>
          <p>Contact</p>
        </RenderAfterPage>
        <RenderAfterPage step={2}>
          <p>Payment</p>
        </RenderAfterPage>
      </>,
      { container: root },
    );
    expect(screen.queryByText('Contact')).toBeNull();
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getByText('Contact')).toBeInTheDocument();
    expect(screen.queryByText('Payment')).toBeNull();
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getByText('Payment')).toBeInTheDocument();
  });
});
