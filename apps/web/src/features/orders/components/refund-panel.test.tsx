import type { BackOfficeOrder, OrderPayment } from '@rpos/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import {
  backOfficeOrder,
  cardPayment,
  refundRecord,
  tillPayment,
  walletPayment,
} from '../test/back-office-order-fixtures';
import { RefundPanel } from './refund-panel';

const SLOW = { timeout: 20_000 };

function setup(
  order: BackOfficeOrder,
  payment: OrderPayment,
  o: { canRefund?: boolean; reply?: { status?: number; body?: unknown } } = {},
) {
  const onRefunded = vi.fn();
  const fetch = mockFetch({
    'POST /api/onlinePaymentRefund': o.reply ?? {
      body: { success: true, message: 'Refund Successful', status: 'succeeded', amount: 1180 },
    },
  });
  renderWithApp(
    <RefundPanel
      order={order}
      payment={payment}
      dateStr="02-06-25"
      timezone="Australia/Sydney"
      currencySymbol="$"
      canRefund={o.canRefund ?? true}
      onRefunded={onRefunded}
    />,
  );
  return { ...fetch, onRefunded };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('RefundPanel: the buttons of §4', () => {
  it('card: both on before any refund; partly refunded, Refund All takes the rest', () => {
    const payment = cardPayment();
    setup(backOfficeOrder({ payment }), payment);
    expect(button('Refund All')).toBeEnabled();
    expect(button('Refund Amount')).toBeEnabled();
    cleanup();
    const part = cardPayment(1180);
    setup(backOfficeOrder({ payment: part, refund: [refundRecord(1180)] }), part);
    expect(button('Refund All')).toBeEnabled();
    expect(button('Refund Amount')).toBeEnabled();
  });

  it('card: fully refunded, both off; the refunds are listed', () => {
    const payment = cardPayment(2360);
    setup(backOfficeOrder({ payment, refund: [refundRecord(2360)] }), payment);
    expect(button('Refund All')).toBeDisabled();
    expect(button('Refund Amount')).toBeDisabled();
    const list = screen.getByRole('table', { name: 'Refunds' });
    expect(within(list).getByText('$23.60')).toBeInTheDocument();
    expect(within(list).getByText('Michael Chan')).toBeInTheDocument();
    expect(within(list).getByText('02/06/2025 13:00:00')).toBeInTheDocument();
  });

  it('till: partly refunded, Refund All off and Refund Amount on', () => {
    const payment = tillPayment(500);
    setup(backOfficeOrder({ payment, tillRefunds: [refundRecord(500)] }), payment);
    expect(button('Refund All')).toBeDisabled();
    expect(button('Refund Amount')).toBeEnabled();
  });

  it('wallet: no buttons unless the payment succeeded; none without the refund permission', () => {
    const failed = walletPayment(2360, 'Failed');
    setup(backOfficeOrder({ payment: failed }), failed);
    expect(screen.queryByRole('button', { name: 'Refund All' })).toBeNull();
    cleanup();
    const payment = cardPayment();
    setup(backOfficeOrder({ payment }), payment, { canRefund: false });
    expect(screen.queryByRole('button', { name: 'Refund All' })).toBeNull();
  });
});

describe('RefundPanel: the dialog of §5 and the call of §7', () => {
  it('OK is off at 0 and above the total; a card refund is sent in minor units', SLOW, async () => {
    const user = userEvent.setup();
    const payment = cardPayment(1180);
    const { calls, onRefunded } = setup(backOfficeOrder({ payment, refund: [refundRecord(1180)] }), payment);
    await user.click(button('Refund Amount'));
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    const amount = within(dialog).getByLabelText('Refund amount ($)');
    expect(ok).toBeDisabled();
    await user.type(amount, '0');
    expect(ok).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '11.81');
    expect(ok).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '11.8');
    expect(ok).toBeEnabled();
    await user.click(ok);
    await waitFor(() => expect(onRefunded).toHaveBeenCalled());
    const sent = calls.find((c) => c.path === '/api/onlinePaymentRefund')!;
    expect(sent.body).toMatchObject({
      refundAmount: 1180,
      paymentIntent: 'pay-1',
      partnerOrderId: 'ordAbc123XYZ9',
      orderDate: '02-06-25',
      idempotencyKey: expect.any(String),
    });
    expect(await screen.findByText('Refund Successful')).toBeInTheDocument();
  });

  it('till: Refund All sends the rest in dollars as entered', SLOW, async () => {
    const user = userEvent.setup();
    const payment = tillPayment();
    const { calls } = setup(backOfficeOrder({ payment }), payment);
    await user.click(button('Refund All'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Refund amount ($)')).toHaveValue('23.60');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/onlinePaymentRefund')).toBe(true));
    expect(calls.find((c) => c.path === '/api/onlinePaymentRefund')!.body).toMatchObject({
      refundAmount: 23.6,
      orderNumber: 'ordAbc123XYZ9',
      orderDate: '02-06-25',
    });
  });

  it("shows 'Something went wrong with the refund' with the server's reason", SLOW, async () => {
    const user = userEvent.setup();
    const payment = cardPayment();
    const { onRefunded } = setup(backOfficeOrder({ payment }), payment, {
      reply: { status: 400, body: { code: 'BAD_REQUEST', message: 'This payment has nothing to refund.' } },
    });
    await user.click(button('Refund All'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('Something went wrong with the refund: This payment has nothing to refund.'),
    ).toBeInTheDocument();
    expect(onRefunded).not.toHaveBeenCalled();
  });

  it(
    "a wallet payment without its total says 'Payment total amount is nil' and sends nothing",
    SLOW,
    async () => {
      const user = userEvent.setup();
      const payment = walletPayment(null);
      const { calls } = setup(backOfficeOrder({ payment }), payment);
      await user.click(button('Refund All'));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
      expect(await screen.findByText('Payment total amount is nil')).toBeInTheDocument();
      expect(calls.some((c) => c.path === '/api/onlinePaymentRefund')).toBe(false);
    },
  );
});
