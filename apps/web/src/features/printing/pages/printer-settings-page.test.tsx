import { PRINTING_MESSAGES as M, type Printer } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { PrinterSettingsPage } from './printer-settings-page';

const SLOW = { timeout: 30_000 };
const KITCHEN: Printer = {
  id: 'p1',
  printerName: 'Kitchen',
  deviceName: 'TM-T82III',
  deviceType: 1,
  ipAddress: '192.168.1.50',
  macAddress: '',
  brand: 'EPSON',
  isPrimary: true,
  epsonLanguage: 2,
  port: 9100,
  tags: [],
};

function renderPage(post: { status: number; body: unknown }) {
  const fetch = mockFetch({
    'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin') } },
    'GET /api/myprinters': { body: { printers: [KITCHEN] } },
    'POST /api/printer': post,
  });
  return { ...fetch, ...renderWithApp(<PrinterSettingsPage />, { path: '/posPrinterSettings' }) };
}

describe('PrinterSettingsPage', () => {
  it('lists printers; the dialog needs a name and an IP and refuses a duplicate name', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({ status: 200, body: { printer: KITCHEN, message: 'Saved successfully!' } });
    const table = await screen.findByRole('table', { name: 'Printers' });
    expect(within(table).getByText('Kitchen')).toBeVisible();
    expect(within(table).getByText('Primary')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add Printer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Printer' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Printer Name/), 'KITCHEN');
    await user.type(within(dialog).getByLabelText(/^IP Address/), '10.0.0.9');
    expect(within(dialog).getByText(M.duplicatePrinter)).toBeVisible();
    expect(save).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/^Printer Name/));
    await user.type(within(dialog).getByLabelText(/^Printer Name/), 'Bar');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/printer')).toBe(true),
    );
    const sent = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      printerName: 'Bar',
      ipAddress: '10.0.0.9',
      port: 9100,
      deviceName: 'TM-T82IV',
    });
  });

  it('shows the §8 text of a refused save in the dialog', SLOW, async () => {
    const user = userEvent.setup();
    renderPage({
      status: 400,
      body: { code: 'VALIDATION', message: 'ipAddress: Invalid printer configuration.' },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Printer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Printer' });
    await user.type(within(dialog).getByLabelText(/^Printer Name/), 'Bar');
    await user.type(within(dialog).getByLabelText(/^IP Address/), '10.0.0.9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.invalidPrinter)).toBeVisible();
  });
});
