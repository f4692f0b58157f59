import { GO_LIVE_MESSAGES, SETUP_STEPS, type SetupChecklistResponse, setupChecklist } from '@rpos/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { SetupChecklistCard } from './setup-checklist-card';

const SLOW = { timeout: 30_000 };

function answer(done: string[], isOnline = false): SetupChecklistResponse {
  const flags = Object.fromEntries(SETUP_STEPS.map((s) => [s, done.includes(s)])) as Record<
    (typeof SETUP_STEPS)[number],
    boolean
  >;
  return { urlIdentifier: 'newplace', isOnline, ...setupChecklist(flags) };
}

function renderCard(checklist: SetupChecklistResponse, goLive: { status: number; body: unknown }) {
  const mocked = mockFetch({
    'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin') } },
    'GET /api/setupChecklist': { body: checklist },
    'POST /api/goLive': goLive,
  });
  renderWithApp(<SetupChecklistCard />, { path: '/myRestaurant' });
  return { calls: mocked.calls, user: userEvent.setup() };
}

describe('SetupChecklistCard', () => {
  it('lists each step with its page and state, and explains what Go live still needs', SLOW, async () => {
    const missing = GO_LIVE_MESSAGES.missing(['menu', 'tables']);
    const { user } = renderCard(answer(['profile', 'openHours', 'paymentTypes', 'logo']), {
      status: 400,
      body: { code: 'BAD_REQUEST', message: missing },
    });
    const list = await screen.findByRole('list', { name: 'Set up your restaurant' });
    expect(within(list).getByRole('link', { name: /Tables on the floor plan/ })).toHaveAttribute(
      'href',
      '/floorPlan',
    );
    expect(within(list).getByRole('link', { name: /Table QR codes downloaded/ })).toHaveAttribute(
      'href',
      '/qrcodes/newplace',
    );
    expect(within(list).getByRole('link', { name: /A published menu/ })).toHaveTextContent('required');
    expect(screen.getAllByText('4 of 10 done').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Go live' }));
    expect(await screen.findByText(missing)).toBeInTheDocument();
  });

  it('goes live and says so', SLOW, async () => {
    const { calls, user } = renderCard(answer(['profile', 'openHours', 'menu', 'tables', 'paymentTypes']), {
      status: 200,
      body: { isOnline: true, message: GO_LIVE_MESSAGES.live },
    });
    await user.click(await screen.findByRole('button', { name: 'Go live' }));
    expect(await screen.findByText(GO_LIVE_MESSAGES.live)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/goLive')).toHaveLength(1);
  });

  it('hides itself once the restaurant is live with every step done', SLOW, async () => {
    renderCard(answer([...SETUP_STEPS], true), { status: 200, body: {} });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('heading', { name: 'Set up your restaurant' })).not.toBeInTheDocument();
  });
});
