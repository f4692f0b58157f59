import { MERCHANT_MESSAGES as M } from '@rpos/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders, testQueryClient } from '../../../test/render';
import { toMerchantRequest } from '../merchant-form-values';
import { MerchantForm } from './merchant-form';
import { merchantShortcuts } from './merchant-settings-toolbar';

function renderForm(readOnly = false) {
  const onSave = vi.fn();
  const client = testQueryClient();
  client.setQueryData(['restaurants', 'ids'], []);
  render(
    <TestProviders client={client}>
      <MerchantForm kind="restaurant" merchant={null} saving={false} readOnly={readOnly} onSave={onSave} />
    </TestProviders>,
  );
  return { onSave, save: () => screen.queryByRole('button', { name: 'Save' }) };
}

const type = (name: RegExp | string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('MerchantForm (back-office.md §5)', { timeout: 90_000 }, () => {
  it('starts with the defaults of §9 and Save disabled until a name and identifier are typed', async () => {
    const { save } = renderForm();
    expect(screen.getByRole('spinbutton', { name: 'Tax percentage' })).toHaveValue(10);
    expect(screen.getByRole('textbox', { name: 'Service monthly price ($)' })).toHaveValue('49.95');
    expect(screen.getByRole('textbox', { name: 'Application fee ($)' })).toHaveValue('0.00');
    expect(screen.getByRole('combobox', { name: /Timezone/ })).toHaveValue('Australia/Sydney');
    expect(save()).toBeDisabled();
    type(/^Name/, 'Harbour Noodles');
    type(/Identifier/, 'harbournoodles');
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it("says 'Restaurant name is required' once the name is left empty", async () => {
    renderForm();
    expect(screen.queryByText(M.nameRequired)).not.toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
    type(/^Name/, 'Harbour Noodles');
    await waitFor(() => expect(screen.queryByText(M.nameRequired)).not.toBeInTheDocument());
    type(/^Name/, '');
    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
  });

  it('shows the texts of §5 and sends nothing while a rule fails', async () => {
    const { onSave, save } = renderForm();
    type(/^Name/, 'ab');
    type(/Identifier/, 'harbour-noodles');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Tax percentage' }), {
      target: { value: '10.5' },
    });
    type('Online payment surcharge rate (%)', '1.2345');
    expect(await screen.findByText(M.nameTooShort)).toBeInTheDocument();
    expect(screen.getByText(M.identifierFormat)).toBeInTheDocument();
    expect(screen.getByText(M.taxInteger)).toBeInTheDocument();
    expect(screen.getByText(M.surchargeRate)).toBeInTheDocument();
    fireEvent.click(save()!);
    await new Promise((r) => setTimeout(r, 50));
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Tax percentage' }), {
      target: { value: '101' },
    });
    expect(await screen.findByText(M.taxRange)).toBeInTheDocument();
  });

  it('saves valid values; the request carries cents and rates', async () => {
    const { onSave, save } = renderForm();
    type(/^Name/, 'Harbour Noodles');
    type(/Identifier/, 'harbournoodles');
    type('Online payment surcharge rate (%)', '1.555');
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save()!);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const body = toMerchantRequest(onSave.mock.calls[0]![0], 'restaurant');
    expect(body).toMatchObject({
      type: 'restaurant',
      name: 'Harbour Noodles',
      urlIdentifier: 'harbournoodles',
      taxPercentage: 10,
      serviceMonthlyPrice: 4995,
      applicationFee: 0,
      onlinePaymentSurchargeRate: 1.555,
      timezone: 'Australia/Sydney',
      groupId: null,
      // A new restaurant starts not live: its admin goes live from the setup checklist (decision 0480).
      isOnline: false,
    });
  });

  it('has no Save button for someone who is not admin', () => {
    const { save } = renderForm(true);
    expect(save()).toBeNull();
    expect(screen.getByText('Only an admin can change a restaurant here.')).toBeInTheDocument();
  });
});

describe('merchantShortcuts', () => {
  it('leads only to pages that exist; provider settings would need admin and provider settings', () => {
    const paths = merchantShortcuts('goldendragon', true).map((s) => s.to);
    expect(paths).toEqual([
      '/adyenSettings',
      '/grantOffers',
      '/subscriptions',
      '/paymentTypes',
      '/surchargeSettings',
      '/posSettings',
      '/posPrinterSettings',
      '/posPrintSettings',
      '/restaurantSettings',
      '/serviceBellTypes',
      '/openHours',
      '/userAdd/goldendragon',
      '/qrcodes/goldendragon',
      '/floorPlan',
    ]);
  });
});
