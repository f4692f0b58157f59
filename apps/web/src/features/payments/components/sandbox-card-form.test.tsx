import { PAYMENT_MESSAGES } from '@rpos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { SandboxCardForm } from './sandbox-card-form';

const stateData = { paymentMethod: { type: 'scheme', sandboxCardToken: 'sbxtok_1', holderName: 'Ann' } };

async function fill(user: ReturnType<typeof userEvent.setup>, card: Partial<Record<string, string>>) {
  if (card.holderName) await user.type(screen.getByLabelText(/Name on card/), card.holderName);
  if (card.number) await user.type(screen.getByLabelText(/Card number/), card.number);
  if (card.expiry) await user.type(screen.getByLabelText(/Expiry/), card.expiry);
  if (card.cvc) await user.type(screen.getByLabelText(/Security code/), card.cvc);
}

describe('SandboxCardForm (simulated drop-in)', { timeout: 20_000 }, () => {
  it('says it is a test provider and lists the test cards', () => {
    renderWithApp(<SandboxCardForm payLabel="Pay $10.00" busy={false} onSubmit={vi.fn()} />);
    expect(screen.getByTestId('sandbox-notice')).toHaveTextContent(PAYMENT_MESSAGES.sandboxNotice);
    expect(screen.getByText('4111 1111 1111 1111')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 3220')).toBeInTheDocument();
    // No billing address.
    expect(screen.queryByLabelText(/address/i)).not.toBeInTheDocument();
  });

  it("refuses invalid fields with 'Invalid payment details' and posts nothing", async () => {
    const { calls } = mockFetch({});
    const onSubmit = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SandboxCardForm payLabel="Pay $10.00" busy={false} onSubmit={onSubmit} />);
    await fill(user, { number: '4111 1111 1111 1112', expiry: '01/20', cvc: '1' });
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    expect(screen.getByTestId('card-form-error')).toHaveTextContent(PAYMENT_MESSAGES.invalidPaymentDetails);
    expect(screen.getByText(PAYMENT_MESSAGES.holderNameRequired)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.cardNumberInvalid)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.expiryInvalid)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.cvcInvalid)).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ data: null, isValid: false });
    expect(calls).toHaveLength(0);
  });

  it('tokenises a valid card with POST /sandbox/cards and hands on its stateData', async () => {
    const { calls } = mockFetch({
      'POST /api/sandbox/cards': { body: { stateData, last4: '1111', brand: 'visa' } },
    });
    const onSubmit = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SandboxCardForm payLabel="Pay $10.00" busy={false} onSubmit={onSubmit} />);
    await fill(user, { holderName: 'Ann', number: '4111111111111111', expiry: '1230', cvc: '123' });
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ data: stateData, isValid: true }));
    expect(calls[0]?.body).toEqual({
      holderName: 'Ann',
      number: '4111111111111111',
      expiry: '12/30',
      cvc: '123',
    });
  });

  it("shows the tokeniser's own message for a card it refuses", async () => {
    mockFetch({
      'POST /api/sandbox/cards': {
        status: 400,
        body: { code: 'VALIDATION', message: PAYMENT_MESSAGES.expiryInvalid },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SandboxCardForm payLabel="Pay" busy={false} onSubmit={vi.fn()} />);
    await fill(user, { holderName: 'Ann', number: '4111111111111111', expiry: '1299', cvc: '123' });
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByTestId('card-form-error')).toHaveTextContent(PAYMENT_MESSAGES.expiryInvalid);
  });

  it('is locked while a payment is in progress', () => {
    renderWithApp(<SandboxCardForm payLabel="Pay" busy onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Processing your payment/ })).toBeDisabled();
    expect(screen.getByLabelText(/Card number/)).toBeDisabled();
  });
});
