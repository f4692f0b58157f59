import { PAYMENT_TYPE_MESSAGES as M, type PosPaymentType } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { NewPaymentTypePage } from '../pages/new-payment-type-page';
import { PaymentTypesPage } from '../pages/payment-types-page';

const SLOW = { timeout: 30_000 };

const CASH: PosPaymentType = {
  paymentTypeId: 'p1',
  paymentType: 'CASH',
  surchargeRate: 0,
  enabled: true,
  sort: 1,
  description: 'Cash',
};
const AMEX: PosPaymentType = {
  paymentTypeId: 'p2',
  paymentType: 'AMEX',
  surchargeRate: 2.5,
  enabled: true,
  sort: 4,
  description: 'American Express',
};

function renderNew(user = makeUser('restaurantAdmin')) {
  const fetch = mockFetch({
    'GET /api/user': { body: { userCredentials: user } },
    'GET /api/paymentTypes': { body: { paymentTypes: [CASH, AMEX] } },
    'POST /api/createPaymentType': ({ body }) => ({
      body: {
        paymentType: { ...CASH, ...(body as object), paymentTypeId: 'p9' },
        paymentTypes: [CASH, AMEX],
        message: M.created,
      },
    }),
  });
  const view = renderWithApp(<NewPaymentTypePage />, {
    path: '/newPaymentType',
    routes: [{ path: '/paymentTypes', element: <p>The list</p> }],
  });
  return { ...fetch, ...view };
}

describe('NewPaymentTypePage (the form)', () => {
  it('answers the §5 texts under their fields and sends nothing', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = renderNew();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(screen.getByLabelText(/^Sort/)).toHaveValue('99');
    await user.click(save);
    expect(await screen.findByText(M.required)).toBeVisible();

    await user.type(screen.getByLabelText(/^Custom name/), 'Gift Card');
    const rate = screen.getByLabelText(/^Surcharge rate/);
    await user.clear(rate);
    await user.type(rate, '101');
    await user.clear(screen.getByLabelText(/^Sort/));
    await user.type(screen.getByLabelText(/^Sort/), 'first');
    await user.click(save);
    expect(await screen.findByText(M.surchargeRate)).toBeVisible();
    expect(screen.getByText(M.sort)).toBeVisible();
    expect(screen.queryByText(M.required)).toBeNull();

    // A name the restaurant has, in another casing.
    await user.clear(screen.getByLabelText(/^Custom name/));
    await user.type(screen.getByLabelText(/^Custom name/), 'amex');
    await user.click(save);
    expect(await screen.findByText(M.duplicate)).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('OBPayments hides the rate, sets it to 0 and the description to OB Payments', SLOW, async () => {
    const user = userEvent.setup();
    const { calls, router } = renderNew();
    const rate = await screen.findByLabelText(/^Surcharge rate/);
    await user.clear(rate);
    await user.type(rate, '3');
    await user.click(screen.getByRole('combobox', { name: /^Payment type/ }));
    await user.click(screen.getByRole('option', { name: 'OBPayments' }));
    expect(screen.queryByLabelText(/^Surcharge rate/)).toBeNull();
    expect(screen.getByText('OB Payments carry no surcharge rate.')).toBeVisible();
    expect(screen.getByLabelText('Description')).toHaveValue('OB Payments');

    // Another type: the rate is back (at 0), the description cleared.
    await user.click(screen.getByRole('combobox', { name: /^Payment type/ }));
    await user.click(screen.getByRole('option', { name: 'EFTPOS' }));
    expect(screen.getByLabelText(/^Surcharge rate/)).toHaveValue('0');
    expect(screen.getByLabelText('Description')).toHaveValue('');

    await user.click(screen.getByRole('combobox', { name: /^Payment type/ }));
    await user.click(screen.getByRole('option', { name: 'OBPayments' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paymentTypes'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      paymentType: 'OBPayments',
      surchargeRate: 0,
      sort: 99,
      description: 'OB Payments',
      enabled: true,
    });
    expect(await screen.findByText(M.created)).toBeVisible();
  });

  it('saves a type with its rate, sort and description, enabled or not', SLOW, async () => {
    const user = userEvent.setup();
    const { calls, router } = renderNew();
    await user.click(await screen.findByRole('combobox', { name: /^Payment type/ }));
    await user.click(screen.getByRole('option', { name: 'VISAMastercard' }));
    const rate = screen.getByLabelText(/^Surcharge rate/);
    await user.clear(rate);
    await user.type(rate, '1.5');
    await user.clear(screen.getByLabelText(/^Sort/));
    await user.type(screen.getByLabelText(/^Sort/), '2');
    await user.type(screen.getByLabelText('Description'), 'Visa and Mastercard');
    await user.click(screen.getByRole('switch', { name: 'Enabled' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paymentTypes'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      paymentType: 'VISAMastercard',
      surchargeRate: 1.5,
      sort: 2,
      description: 'Visa and Mastercard',
      enabled: false,
    });
  });

  it("shows the server's refusal text and stays on the form", SLOW, async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin') } },
      'GET /api/paymentTypes': { body: { paymentTypes: [] } },
      'POST /api/createPaymentType': { status: 400, body: { code: 'BAD_REQUEST', message: M.duplicate } },
    });
    const { router } = renderWithApp(<NewPaymentTypePage />, { path: '/newPaymentType' });
    await user.type(await screen.findByLabelText(/^Custom name/), 'Voucher');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.duplicate)).toBeVisible();
    expect(router.state.location.pathname).toBe('/newPaymentType');
  });
});

describe('PaymentTypesPage (the list)', () => {
  function renderList(types: PosPaymentType[] = [CASH, AMEX]) {
    let saved = types;
    const fetch = mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin') } },
      'GET /api/paymentTypes': () => ({ body: { paymentTypes: saved } }),
      'POST /api/updatePaymentTypes': ({ body }) => {
        saved = (body as { paymentTypes: PosPaymentType[] }).paymentTypes;
        return { body: { paymentTypes: saved, message: M.updated } };
      },
    });
    return { ...fetch, ...renderWithApp(<PaymentTypesPage />, { path: '/paymentTypes' }) };
  }

  it('lists the types; delete needs a selection and a confirmation', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = renderList();
    expect(await screen.findByRole('heading', { name: 'POS Payment types Settings' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Payment types' });
    expect(within(table).getByText('2.5%')).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Restaurant' })).toHaveAttribute('href', '/myRestaurant');
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.selectType)).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Select AMEX' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/AMEX/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully!')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ paymentTypes: [CASH] });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select AMEX' })).toBeNull());
  });

  it('the enabled switch saves the list with that type changed', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = renderList();
    await user.click(await screen.findByRole('switch', { name: 'Enable AMEX' }));
    expect(await screen.findByText(M.updated)).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      paymentTypes: [CASH, { ...AMEX, enabled: false }],
    });
    expect(screen.getByRole('switch', { name: 'Enable AMEX' })).not.toBeChecked();
  });

  it('edits a type in a dialog, keeping its id', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit AMEX' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Payment Type' });
    const rate = within(dialog).getByLabelText(/^Surcharge rate/);
    expect(rate).toHaveValue('2.5');
    await user.clear(rate);
    await user.type(rate, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.updated)).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      paymentTypes: [CASH, { ...AMEX, surchargeRate: 3 }],
    });
  });

  it('says so when there are no types', SLOW, async () => {
    renderList([]);
    expect(
      await screen.findByText('No payment types yet. Add one to take payments at the POS.'),
    ).toBeVisible();
  });

  it('shows 20 a page at first', SLOW, async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...CASH,
      paymentTypeId: `t${i}`,
      paymentType: `Type ${String(i).padStart(2, '0')}`,
      sort: i,
    }));
    renderList(many);
    const table = await screen.findByRole('table', { name: 'Payment types' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('1–20 of 25')).toBeVisible();
  });
});
