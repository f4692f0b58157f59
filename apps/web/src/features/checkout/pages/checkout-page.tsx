import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  checkoutError,
  effectiveOrderKind,
  isMobileRequired,
  isoToDmy,
  isValidMobile,
  type OnlineResponse,
  ORDER_MESSAGES,
  orderKind,
  type PaymentType,
  resolvePickupTime,
  type SendCodeRequest,
  type SendCodeResponse,
  surchargeDay,
} from '@rpos/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, Suspense, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { api } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { RecaptchaLoadError, recaptchaToken } from '../../../shared/api/recaptcha';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RenderAfterPage, usePrerenderedPageReady } from '../../../shared/ui/first-screen-handover';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useCart } from '../../cart/cart-store';
import { type ChosenVoucher, MemberCheckoutPanel, preloadMemberCheckoutPanel } from '../../members';
import { checkoutOnlineQuery } from '../../online/api/online-queries';
import { useLiveUpdates } from '../../online/api/use-live-updates';
import { followNextStep } from '../../payments/follow-next-step';
import { availablePaymentTypes, hasCardProvider } from '../../payments/payment-types';
import { AllergyDeclaration, useDeclaredAllergens } from '../components/allergy-declaration';
import { CheckoutLoadFailed, CheckoutLoading } from '../components/checkout-states';
import { CheckoutTotal } from '../components/checkout-total';
import {
  type ContactDetails,
  ContactFields,
  type ContactTouched,
  NO_CONTACT,
} from '../components/contact-fields';
import { PaymentMethodField } from '../components/payment-method-field';
import { NOW, type PickupChoice, PickupTimeFields, pickupDate } from '../components/pickup-time-fields';
import { placeOrder } from '../place-order';

// The member panel is lazy (the menu imports the members feature too): fetched now, with this page.
void preloadMemberCheckoutPanel();

/** Rendered with the form (inside its Suspense): the server's copy of the page gives way (decision 0608). */
function CheckoutShown() {
  usePrerenderedPageReady();
  return null;
}

/**
 * What the checkout reads of the table's GET /online answer (not the dishes: decision 0612). A new
 * answer with the same parts leaves the page as it is (the query keeps equal structure).
 */
function checkoutPartOf({ restaurant, table, menu, surchargeRules }: OnlineResponse) {
  return { restaurant, table, allergens: menu?.allergens, surchargeRules };
}

/** An answer this recent is the restaurant as it is now: the page does not ask again on opening. */
const JUST_READ_MS = 10_000;

/** /checkout/:menuId/:tableId and /tillCheckout/...: the checkout form (diner.md §2, §4, §5). */
export function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { menuId = '', tableId = '' } = useParams();
  // The restaurant as it is now (its surcharges may have changed since the menu was read), kept live:
  // asked again unless the answer is seconds old (the one this page came with, decisions 0592, 0612).
  const client = useQueryClient();
  const menu = useQuery({
    ...checkoutOnlineQuery(client, menuId, tableId),
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_READ_MS,
    select: checkoutPartOf,
  });
  useLiveUpdates(menuId, tableId, menu.isSuccess);
  const restaurant = menu.data?.restaurant;
  const cart = useCart(restaurant?.restaurantId ?? menuId);
  const settings = restaurant?.onlineSettings;
  const urlKind = orderKind(tableId);

  const [contact, setContact] = useState<ContactDetails>(NO_CONTACT);
  const [touched, setTouched] = useState<ContactTouched>({ phone: false, email: false });
  const [chooseType, setChooseType] = useState<'pickup' | 'delivery' | null>(null);
  const [pickup, setPickup] = useState<PickupChoice>(NOW);
  const [paymentType, setPaymentType] = useState<PaymentType | null>(null);
  const [sid, setSid] = useState<string | null>(null);
  const [sendingCode, setSendingCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [voucher, setVoucher] = useState<ChosenVoucher | null>(null);
  const [allergens, setAllergens] = useDeclaredAllergens(restaurant?.restaurantId ?? menuId);
  const lock = useRef(false);

  const menuPath = `/online/${encodeURIComponent(menuId)}/${encodeURIComponent(tableId)}`;
  const cartPath = `/cart/${encodeURIComponent(menuId)}/${encodeURIComponent(tableId)}`;

  const loading = <CheckoutLoading />;
  if (menu.isPending) return loading;
  if (!restaurant || !settings) return <CheckoutLoadFailed onRetry={() => void menu.refetch()} />;

  const kind = effectiveOrderKind(tableId, chooseType) ?? 'pickup';
  const isDineIn = kind === 'dinein';
  const isDelivery = kind === 'delivery';
  const guestRequired = isDineIn && settings.isDineInGuestNumberRequired;
  const ruleSettings = {
    isDineMobileOptional: restaurant.isDineMobileOptional,
    isDineInMobilePhoneRequired: settings.isDineInMobilePhoneRequired,
    isDineInGuestNumberRequired: settings.isDineInGuestNumberRequired,
    smsVerify: restaurant.smsVerify,
  };
  const phoneRequired = isMobileRequired(kind, ruleSettings) || restaurant.smsVerify;
  const payments = availablePaymentTypes(settings, {
    cardProvider: hasCardProvider(restaurant),
    kind,
    tablePaysOnline: isDineIn && menu.data?.table.isPaymentRequired === true,
  });

  const { name, guestNum, phone, email, postcode, address, notes, foodAllergies, verifyCode } = contact;
  const scheduled = !isDineIn && pickup.type === 'chooseTime';
  const orderDate = pickupDate(pickup, restaurant.orderAheadDisabled, restaurant.timezone);
  const scheduleMissing = scheduled && (!pickup.time || (!restaurant.orderAheadDisabled && !pickup.date));
  const guestNotNumber = guestRequired && !/^\d{1,3}$/.test(guestNum.trim());
  const disabledReason = busy
    ? 'busy'
    : cart.items.length === 0
      ? 'empty'
      : isDelivery && address.trim() === ''
        ? 'address'
        : restaurant.smsVerify && !isValidMobile(phone)
          ? 'phone'
          : scheduleMissing
            ? 'schedule'
            : guestNotNumber
              ? 'guests'
              : urlKind === 'pickup-delivery' && !chooseType
                ? 'chooseType'
                : null;

  async function sendCode() {
    if (!isValidMobile(phone)) {
      setTouched((was) => ({ ...was, phone: true }));
      return;
    }
    setSendingCode(true);
    try {
      const body: SendCodeRequest = {
        mobilePhone: phone.trim(),
        recaptcha: await recaptchaToken('sendCode'),
        restaurantId: restaurant?.restaurantId ?? menuId,
      };
      const reply = await api.post<SendCodeResponse>('/sendCode', body);
      setSid(reply.sid);
      snackbar.success(t('order.codeSent'));
    } catch (e) {
      // A refusal (400) and reCAPTCHA failures (script not loaded, siteverify down) carry their text.
      const shown =
        e instanceof RecaptchaLoadError ||
        (isApiError(e) && (e.status === 400 || e.code === 'RECAPTCHA_UNAVAILABLE'));
      snackbar.error(shown ? e.message : t('common.somethingWentWrong'));
    } finally {
      setSendingCode(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (lock.current || disabledReason) return;
    setError(null);
    const message =
      checkoutError(
        { kind, name, email, phoneNumber: phone, guestNum, address, postcode, paymentType, verifyCode, sid },
        ruleSettings,
      ) ??
      (() => {
        const resolved = resolvePickupTime(
          {
            kind,
            pickupTimeType: pickup.type,
            selectedDate: orderDate,
            pickupTime: pickup.time,
          },
          {
            now: new Date(),
            timezone: restaurant?.timezone,
            orderAheadDisabled: restaurant?.orderAheadDisabled,
          },
        );
        return resolved.ok ? null : resolved.message;
      })();
    if (message) {
      setTouched({ phone: true, email: true });
      setError(message);
      snackbar.error(message);
      return;
    }
    lock.current = true;
    setBusy(true);
    try {
      const restaurantId = restaurant?.restaurantId ?? menuId;
      const result = await placeOrder({
        menuId,
        tableId,
        restaurantId,
        items: cart.items,
        user: {
          name: name.trim(),
          email: email.trim(),
          phoneNumber: phone.trim(),
          guestNum: guestNum.trim() || '0',
          address: isDelivery ? address.trim() : '',
          addressObject: isDelivery ? contact.addressObject : null,
          postcode: isDelivery ? postcode.trim() : '',
          foodAllergies: foodAllergies.trim(),
          allergens,
        },
        order: {
          type: isDineIn ? 'local' : kind,
          chooseType: urlKind === 'pickup-delivery' ? chooseType : null,
          pickupTimeType: scheduled ? 'chooseTime' : 'now',
          pickupTime: scheduled ? pickup.time : null,
          selectedDate: scheduled ? isoToDmy(orderDate) : null,
          paymentType,
          notes: settings?.hideSpecialRequirement ? '' : notes.trim(),
        },
        verifyCode: restaurant?.smsVerify ? verifyCode.trim() : null,
        sid: restaurant?.smsVerify ? sid : null,
        voucher,
      });
      if (!result.ok) {
        setError(result.message);
        snackbar.error(result.message);
        return;
      }
      await followNextStep(result.next, {
        answer: result.reply,
        menuId,
        tableId,
        restaurantId,
        shopperEmail: email.trim() || null,
        navigate,
      }).catch(() => {
        setError(t('common.somethingWentWrong'));
        snackbar.error(t('common.somethingWentWrong'));
      });
    } finally {
      lock.current = false;
      setBusy(false);
    }
  }

  const touch = { minHeight: 48 };
  // The member panel's code is lazy: the page shows whole, once it is there, so nothing moves under
  // the diner's finger (the panel sits above the form).
  return (
    <Suspense fallback={loading}>
      <Container maxWidth="sm" sx={{ py: 2, pb: 12 }}>
        <Button component={RouterLink} to={cartPath} startIcon={<ArrowBackIcon />} sx={{ ...touch, mb: 1 }}>
          {t('order.backToCart')}
        </Button>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('order.checkoutTitle')}
        </Typography>
        {cart.known && cart.items.length === 0 && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button component={RouterLink} to={menuPath}>
                {t('order.backToMenu')}
              </Button>
            }
          >
            {ORDER_MESSAGES.emptyCart}
          </Alert>
        )}
        <Box sx={{ mb: 2 }}>
          <MemberCheckoutPanel
            restaurantId={restaurant.restaurantId ?? menuId}
            lines={cart.items}
            currency={restaurant.currencySymbol}
            phone={phone}
            onChange={setVoucher}
          />
        </Box>
        <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
          <Stack spacing={2}>
            {/* The contact fields, then the form's lower part, render a task after the part above
                them while the page takes over from the server's copy (decision 0610). */}
            <RenderAfterPage>
              <ContactFields
                value={contact}
                onChange={(change) => setContact((was) => ({ ...was, ...change }))}
                touched={touched}
                onTouch={(field) => setTouched((was) => ({ ...was, [field]: true }))}
                guestRequired={guestRequired}
                guestInvalid={guestNotNumber}
                phoneRequired={phoneRequired}
                sms={restaurant.smsVerify ? { sending: sendingCode, onSend: sendCode } : null}
                delivery={isDelivery}
                specialRequirements={!settings.hideSpecialRequirement}
                restaurantId={restaurant?.restaurantId ?? menuId}
                orderTypeChoice={
                  urlKind === 'pickup-delivery' && (
                    <FormControl>
                      <FormLabel id="choose-type">{t('order.chooseType')}</FormLabel>
                      <RadioGroup
                        row
                        aria-labelledby="choose-type"
                        value={chooseType ?? ''}
                        onChange={(e) => setChooseType(e.target.value as 'pickup' | 'delivery')}
                      >
                        <FormControlLabel value="pickup" control={<Radio />} label={t('order.pickup')} />
                        <FormControlLabel value="delivery" control={<Radio />} label={t('order.delivery')} />
                      </RadioGroup>
                    </FormControl>
                  )
                }
              />
            </RenderAfterPage>
            <RenderAfterPage step={2}>
              <AllergyDeclaration custom={menu.data?.allergens} value={allergens} onChange={setAllergens} />
              {!isDineIn && (
                <PickupTimeFields
                  value={pickup}
                  onChange={setPickup}
                  orderAheadDisabled={restaurant.orderAheadDisabled}
                  timezone={restaurant.timezone}
                />
              )}
              <PaymentMethodField
                payments={payments}
                value={paymentType}
                onChange={setPaymentType}
                error={error === ORDER_MESSAGES.paymentRequired ? error : null}
              />
              {settings.specialTerms && <Alert severity="warning">{settings.specialTerms}</Alert>}
              {settings.allergyNotice && <Alert severity="info">{settings.allergyNotice}</Alert>}
              {(kind === 'pickup' || kind === 'takeaway') && restaurant.pickupInstructions && (
                <Alert severity="info" data-testid="pickup-instructions">
                  <strong>{t('order.pickupInstructions')}:</strong> {restaurant.pickupInstructions}
                </Alert>
              )}
              {error && (
                <Alert severity="error" role="alert" data-testid="checkout-error">
                  {error}
                </Alert>
              )}
              <CheckoutTotal
                subtotal={cart.known ? cart.subtotal : null}
                rules={menu.data?.surchargeRules ?? []}
                day={surchargeDay(new Date(), restaurant.timezone, scheduled ? orderDate : null)}
                currency={restaurant.currencySymbol}
                discount={voucher?.discount ?? 0}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={disabledReason !== null}
                sx={{ minHeight: 52 }}
                startIcon={busy ? <CircularProgress size={20} color="inherit" /> : undefined}
              >
                {busy ? t('order.placing') : t('order.placeOrder')}
              </Button>
            </RenderAfterPage>
            {busy && (
              <Typography
                role="status"
                aria-live="polite"
                variant="body2"
                color="text.secondary"
                sx={{ textAlign: 'center' }}
              >
                {t('order.placingWait')}
              </Typography>
            )}
          </Stack>
        </Box>
      </Container>
      <CheckoutShown />
    </Suspense>
  );
}
