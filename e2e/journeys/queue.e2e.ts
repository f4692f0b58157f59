import type { OutboxListResponse } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { newPage, openPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';

// The queue board needs the bookingManagement permission: the demo manager has it.
const manager = DEMO_ACCOUNTS.find((a) => a.permissions.includes('bookingManagement'))!;
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const PHONE = '0498765432';

describe('walk-in queue', () => {
  it('a diner joins and follows their place live while staff call and seat them', async () => {
    const diner = await newPage({ viewport: { width: 390, height: 844 } });
    await openPage(diner.page, '/queue/goldendragon');
    await diner.page.getByRole('heading', { level: 1, name: 'Golden Dragon' }).waitFor();

    // The form's own checks first: nothing is sent with a wrong mobile number.
    await diner.page.getByLabel(/^Name/).fill('Queue Journey');
    await diner.page.getByLabel(/^Number of guests/).fill('3');
    await diner.page.getByLabel(/^Mobile number/).fill('12345');
    await diner.page.getByRole('button', { name: 'Submit' }).click();
    await diner.page.getByText('The mobile number is invalid').waitFor();
    await diner.page.getByLabel(/^Mobile number/).fill(PHONE);
    await diner.page.getByRole('button', { name: 'Submit' }).click();

    const referenceLabel = diner.page.getByLabel(/^Your reference number \d{3}$/);
    await referenceLabel.waitFor();
    const reference = (await referenceLabel.textContent())?.trim() ?? '';
    expect(reference).toMatch(/^\d{3}$/);
    await diner.page.getByText(/^Approximate waiting time: /).waitFor();
    await diner.page.getByText(/^Your place in the queue: \d+$/).waitFor();
    let reloads = 0;
    diner.page.on('framenavigated', (frame) => {
      if (frame === diner.page.mainFrame()) reloads++;
    });

    const staff = await signedInPage(manager);
    await staff.page.goto('/queueBoard');
    await staff.page.getByRole('heading', { level: 1, name: 'Walk-in Queue' }).waitFor();
    const row = staff.page.locator(`tr[data-reference="${reference}"]`);
    await row.getByText('Queue Journey').waitFor();
    await expect.poll(() => row.getByText(PHONE).isVisible()).toBe(true);

    await row.getByRole('button', { name: `Call ${reference}`, exact: true }).click();
    await row.getByText('Called', { exact: true }).waitFor();
    const called = diner.page.getByText('Your table is ready, please come to the counter.');
    await expect.poll(() => called.isVisible()).toBe(true);

    await row.getByRole('button', { name: `Seat ${reference}`, exact: true }).click();
    const seated = diner.page.getByText('You have been seated. Enjoy your meal!');
    await expect.poll(() => seated.isVisible()).toBe(true);
    // Seated parties leave the board (unless staff ask to see them).
    await expect.poll(() => row.count()).toBe(0);
    expect(reloads).toBe(0);

    // The ticket is kept: a reload shows the live view again, not the form.
    await diner.page.reload();
    await expect.poll(() => seated.isVisible()).toBe(true);
    expect(await diner.page.getByRole('button', { name: 'Submit' }).count()).toBe(0);

    // The call went out as an SMS through the outbox (admin's window on messages).
    const outbox = await newPage();
    const login = await outbox.page.request.post('/api/login', {
      data: { email: admin.email, password: admin.password },
    });
    expect(login.ok()).toBe(true);
    const res = await outbox.page.request.get('/api/outbox?channel=sms&pageSize=100');
    expect(res.ok()).toBe(true);
    const { messages } = (await res.json()) as OutboxListResponse;
    expect(messages.some((m) => m.recipient === PHONE && m.body.includes(`queue number ${reference}`))).toBe(
      true,
    );

    await outbox.context.close();
    await staff.context.close();
    await diner.context.close();
  });
});
