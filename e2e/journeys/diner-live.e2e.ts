import type { OnlineResponse } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { enterMenu } from '../support/diner';

const restaurantAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;

describe('live menu', () => {
  it('staff switch a dish off and an open diner page hides it without a reload, then shows it again', async () => {
    const diner = await newPage({ viewport: { width: 390, height: 844 } });
    await diner.page.goto('/online/goldendragon/5');
    await enterMenu(diner.page);
    const dish = diner.page.getByRole('heading', { name: 'Siu Mai', exact: true });
    await expect.poll(() => dish.isVisible()).toBe(true);
    let reloads = 0;
    diner.page.on('framenavigated', (frame) => {
      if (frame === diner.page.mainFrame()) reloads++;
    });

    // Staff, in another browser, through the staff call (the menu editor is a later issue).
    const staff = await newPage();
    const login = await staff.page.request.post('/api/login', {
      data: { email: restaurantAdmin.email, password: restaurantAdmin.password },
    });
    expect(login.ok()).toBe(true);
    const online = (await (
      await staff.page.request.get('/api/online?menuId=goldendragon&tableId=5')
    ).json()) as OnlineResponse;
    const siuMai = online.menu!.categories.flatMap((c) => c.items).find((i) => i.name === 'Siu Mai')!;

    const off = await staff.page.request.put(`/api/menuItems/${siuMai.id}/active`, {
      data: { active: false },
    });
    expect(off.ok()).toBe(true);
    await expect.poll(() => dish.isVisible(), { timeout: 3_000 }).toBe(false);

    const on = await staff.page.request.put(`/api/menuItems/${siuMai.id}/active`, { data: { active: true } });
    expect(on.ok()).toBe(true);
    await expect.poll(() => dish.isVisible(), { timeout: 3_000 }).toBe(true);

    expect(reloads).toBe(0);
    await staff.context.close();
    await diner.context.close();
  });
});
