import type { MyRestaurant } from '@rpos/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders, testQueryClient } from '../../../test/render';
import { canUpdate } from '../my-restaurant-form';
import { RestaurantProfileForm } from './restaurant-profile-form';

const RESTAURANT: MyRestaurant = {
  id: 'r1',
  restaurantId: 'goldendragon',
  urlIdentifier: 'goldendragon',
  name: 'Golden Dragon',
  altName: null,
  address: '380 Sussex Street, Sydney NSW 2000',
  addressObject: null,
  restrauntDescription: 'Cantonese',
  abn: null,
  phone: '02 9211 8888',
  latitude: null,
  longitude: null,
  timezone: 'Australia/Sydney',
  themeColor: '#E91E63',
  websiteStyle: 'classic',
  notificationEmail: null,
  logo: null,
  currencySymbol: '$',
  taxName: 'GST',
  taxPercentage: 10,
  deliveryServicePhone: null,
  pickupInstructions: null,
  serviceTypes: ['Water'],
  isOnline: true,
  serviceBell: true,
  takeawayPayment: true,
  stripeFeeOnUs: false,
  posSurchagesOnUs: false,
  orderAheadDisabled: false,
  isBigMenuImageUsed: false,
  isDineMobileOptional: false,
  isPOSClientPaymentDisabled: false,
  smsVerify: false,
  isPOSOpenCashEnabled: true,
  posSettings: {},
  posOrderingSettings: {},
  onlineSettings: {
    allergyNotice: '',
    hideSpecialRequirement: false,
    specialTerms: '',
    isTillPaymentEnabled: false,
    isAdyenPaymentEnabled: false,
    postpaidAutoAcceptAmountThreshold: null,
    orderCompleteMessages: [],
    isWechatOnlinePaymentEnabled: false,
    isPaypalEnabled: false,
    isDineInGuestNumberRequired: false,
    isDineInMobilePhoneRequired: false,
    foodCourtPaymentRequired: false,
    foodCourtPaymentOptional: false,
    dineinTakeawayEnabled: false,
    foodCourtTakeawayEnabled: false,
    isGroupOrderingEnabled: false,
  },
  paymentRequiredTableNumbers: [],
  openHours: { openHoursItems: [], closeDaysItems: [] },
  surchargeSettings: [],
  holidaySurcharge: null,
  qrCodeSettings: [],
  qrCodeTypes: [],
  posPrintSettings: {
    printTypes: [],
    switchTable: { isPrintEnabled: false },
    invoice: { excludeZeroItem: false, printImageUrl: null, printTemplateString: null },
  },
  redirectUrl: null,
  stripeAccountId: null,
  adyenPaymentSettings: null,
  paymentOnboarding: { cardProvider: 'sandbox', connected: false },
};

function renderForm(saving = false, restaurant = RESTAURANT) {
  const onSave = vi.fn();
  render(
    <TestProviders client={testQueryClient()}>
      <RestaurantProfileForm restaurant={restaurant} saving={saving} onSave={onSave} />
    </TestProviders>,
  );
  return { onSave, update: () => screen.getByRole('button', { name: saving ? 'Saving...' : 'Update' }) };
}

describe('canUpdate', () => {
  it('is false while saving or when name or identifier is empty', () => {
    expect(canUpdate({ saving: false, name: 'A', urlIdentifier: 'a' })).toBe(true);
    expect(canUpdate({ saving: true, name: 'A', urlIdentifier: 'a' })).toBe(false);
    expect(canUpdate({ saving: false, name: '  ', urlIdentifier: 'a' })).toBe(false);
    expect(canUpdate({ saving: false, name: 'A', urlIdentifier: '' })).toBe(false);
  });
});

describe('RestaurantProfileForm', { timeout: 20_000 }, () => {
  it('enables Update with a name and identifier, and disables it when the name is emptied', async () => {
    const { update } = renderForm();
    expect(update()).toBeEnabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '' } });
    await waitFor(() => expect(update()).toBeDisabled());
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Jade Dragon' } });
    await waitFor(() => expect(update()).toBeEnabled());
  });

  it('disables Update while saving', () => {
    const { update } = renderForm(true);
    expect(update()).toBeDisabled();
  });

  it('disables Update when the identifier is empty (a restaurant not yet given one), which it may then edit', async () => {
    const { update } = renderForm(false, { ...RESTAURANT, urlIdentifier: '' });
    const identifier = screen.getByRole('textbox', { name: /Identifier/ });
    expect(identifier).not.toHaveAttribute('readonly');
    expect(update()).toBeDisabled();
    fireEvent.change(identifier, { target: { value: 'jadedragon' } });
    await waitFor(() => expect(update()).toBeEnabled());
  });

  it('keeps a set identifier read-only and sends the edited profile with every flag', async () => {
    const { update, onSave } = renderForm();
    expect(screen.getByRole('textbox', { name: /Identifier/ })).toHaveAttribute('readonly');
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '02 9000 0000' } });
    fireEvent.click(screen.getByLabelText('SMS verification'));
    fireEvent.click(update());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      name: 'Golden Dragon',
      urlIdentifier: 'goldendragon',
      phone: '02 9000 0000',
      smsVerify: true,
      isPOSOpenCashEnabled: true,
      isOnline: true,
      themeColor: '#e91e63',
      timezone: 'Australia/Sydney',
    });
  });
});
