import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { makeOnlineResponse } from '../../../test/online-fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { staffMenu } from '../components/admin/staff-menu.fixture';
import { MenuListPage } from './menu-list-page';

// The browser is in Los Angeles; the restaurant in Sydney.
const browserZone = process.env.TZ;
process.env.TZ = 'America/Los_Angeles';
afterAll(() => {
  process.env.TZ = browserZone;
});

// 01:30 UTC on 5 January 2026: 12:30 that day in Sydney (+11), 17:30 the day before in Los Angeles.
const CREATED = Date.UTC(2026, 0, 5, 1, 30, 0) / 1000;
// 22:15:09 UTC on 6 January: 09:15:09 on the 7th in Sydney.
const PUBLISHED = Date.UTC(2026, 0, 6, 22, 15, 9) / 1000;

function renderList(timezone: string) {
  const restaurant = makeOnlineResponse([]).restaurant;
  mockFetch({
    'GET /api/myMenus': {
      body: {
        menus: [
          staffMenu({
            menuName: 'Dinner',
            status: 'published',
            version: 2,
            createdAt: CREATED,
            publishTime: PUBLISHED,
          }),
        ],
        total: 1,
        page: 1,
        pageSize: 10,
      },
    },
    'GET /api/restaurantInfo': { body: { restaurant: { ...restaurant, timezone }, disclaimer: null } },
  });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], makeUser('admin'));
  renderWithApp(<MenuListPage />, { path: '/myMenus', client });
}

describe("MenuListPage on the restaurant's clock", () => {
  it('shows created and published times in Sydney time, labelled, not in the browser zone', async () => {
    // The premise: this browser's wall clock is not Sydney's.
    expect(new Date(CREATED * 1000).getHours()).toBe(17);
    renderList('Australia/Sydney');
    expect(await screen.findByText('05/01/2026 12:30:00')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Created (Sydney time)' })).toBeInTheDocument();
    const published = screen.getByText('on 07/01/2026 09:15:09');
    expect(published).toHaveAttribute('title', 'Published on 07/01/2026 09:15:09 (Sydney time)');
    expect(screen.queryByText('04/01/2026 17:30:00')).not.toBeInTheDocument();
  });

  it("follows the restaurant's own zone (Perth)", async () => {
    renderList('Australia/Perth');
    expect(await screen.findByText('05/01/2026 09:30:00')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Created (Perth time)' })).toBeInTheDocument();
  });
});
