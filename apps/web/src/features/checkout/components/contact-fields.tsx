import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isValidEmail, isValidMobile, type MapsAddress, ORDER_LIMITS, ORDER_MESSAGES } from '@rpos/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { AddressAutocompleteField } from '../../maps/address-autocomplete-field';

/** What the diner types on the checkout form about themselves and the order. */
export interface ContactDetails {
  name: string;
  guestNum: string;
  phone: string;
  verifyCode: string;
  email: string;
  postcode: string;
  address: string;
  /** The structured address of a chosen suggestion; null when typed by hand. */
  addressObject: MapsAddress | null;
  notes: string;
  foodAllergies: string;
}

export const NO_CONTACT: ContactDetails = {
  name: '',
  guestNum: '',
  phone: '',
  verifyCode: '',
  email: '',
  postcode: '',
  address: '',
  addressObject: null,
  notes: '',
  foodAllergies: '',
};

/** Fields whose format error shows once the diner has left them (or tried to place the order). */
export interface ContactTouched {
  phone: boolean;
  email: boolean;
}

/**
 * The checkout's contact fields (diner.md §4): name, guest count (dine-in, when required), mobile and
 * SMS code (smsVerify), e-mail, delivery postcode and address, special requirements, food allergies.
 * `orderTypeChoice` (the pickup-or-delivery choice) goes between the e-mail and the address.
 */
export function ContactFields({
  value,
  onChange,
  touched,
  onTouch,
  guestRequired,
  guestInvalid,
  phoneRequired,
  sms,
  delivery,
  specialRequirements,
  orderTypeChoice,
  restaurantId,
}: {
  value: ContactDetails;
  /** One field changed (browser autofill changes several before a render: merge, don't replace). */
  onChange: (change: Partial<ContactDetails>) => void;
  touched: ContactTouched;
  onTouch: (field: keyof ContactTouched) => void;
  /** Show the guest count, required. */
  guestRequired: boolean;
  guestInvalid: boolean;
  phoneRequired: boolean;
  /** The SMS code field and its Send code button, when the restaurant verifies mobiles. */
  sms: { sending: boolean; onSend: () => void } | null;
  /** Show the postcode and address, required. */
  delivery: boolean;
  specialRequirements: boolean;
  orderTypeChoice?: ReactNode;
  /** The restaurant's url identifier: address suggestions near it come first. */
  restaurantId: string;
}) {
  const { t } = useTranslation();
  const set = (field: keyof ContactDetails) => (e: { target: { value: string } }) =>
    onChange({ [field]: e.target.value });
  const phoneInvalid = value.phone.trim() !== '' && !isValidMobile(value.phone);
  const emailInvalid = value.email.trim() !== '' && !isValidEmail(value.email.trim());

  return (
    <>
      <TextField
        label={t('order.name')}
        value={value.name}
        onChange={set('name')}
        required
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: ORDER_LIMITS.name } }}
      />
      {guestRequired && (
        <TextField
          label={t('order.guests')}
          value={value.guestNum}
          onChange={set('guestNum')}
          required
          error={value.guestNum !== '' && guestInvalid}
          helperText={value.guestNum !== '' && guestInvalid ? ORDER_MESSAGES.guestNumInvalid : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        />
      )}
      <TextField
        label={t('order.mobile')}
        value={value.phone}
        onChange={set('phone')}
        onBlur={() => onTouch('phone')}
        required={phoneRequired}
        type="tel"
        autoComplete="tel"
        error={touched.phone && phoneInvalid}
        helperText={touched.phone && phoneInvalid ? ORDER_MESSAGES.mobileInvalid : undefined}
        slotProps={{ htmlInput: { inputMode: 'tel', maxLength: ORDER_LIMITS.phone } }}
      />
      {sms && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('order.smsCode')}
            value={value.verifyCode}
            onChange={set('verifyCode')}
            required
            autoComplete="one-time-code"
            sx={{ flexGrow: 1 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          />
          <Button
            variant="outlined"
            onClick={sms.onSend}
            disabled={sms.sending || !isValidMobile(value.phone)}
            sx={{ minHeight: 56 }}
            startIcon={sms.sending ? <CircularProgress size={16} /> : undefined}
          >
            {t('order.sendCode')}
          </Button>
        </Stack>
      )}
      <TextField
        label={t('order.email')}
        value={value.email}
        onChange={set('email')}
        onBlur={() => onTouch('email')}
        type="email"
        autoComplete="email"
        error={touched.email && emailInvalid}
        helperText={touched.email && emailInvalid ? ORDER_MESSAGES.emailInvalid : t('order.emailHelp')}
        slotProps={{ htmlInput: { maxLength: ORDER_LIMITS.email } }}
      />
      {orderTypeChoice}
      {delivery && (
        <>
          <TextField
            label={t('order.postcode')}
            value={value.postcode}
            onChange={set('postcode')}
            required
            autoComplete="postal-code"
            slotProps={{ htmlInput: { maxLength: ORDER_LIMITS.postcode } }}
          />
          <AddressAutocompleteField
            label={t('order.address')}
            value={value.address}
            onChange={({ address, postcode, addressObject }) =>
              onChange({ address, addressObject, ...(postcode ? { postcode } : {}) })
            }
            restaurantId={restaurantId}
            required
            maxLength={ORDER_LIMITS.address}
          />
        </>
      )}
      {specialRequirements && (
        <TextField
          label={t('order.specialRequirements')}
          value={value.notes}
          onChange={set('notes')}
          multiline
          slotProps={{ htmlInput: { maxLength: ORDER_LIMITS.notes } }}
        />
      )}
      <TextField
        label={t('order.foodAllergies')}
        value={value.foodAllergies}
        onChange={set('foodAllergies')}
        multiline
        slotProps={{ htmlInput: { maxLength: ORDER_LIMITS.foodAllergies } }}
      />
    </>
  );
}
