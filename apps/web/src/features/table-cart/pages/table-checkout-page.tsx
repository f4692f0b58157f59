import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  checkoutError,
  isGroupOrderingAt,
  isMobileRequired,
  isValidMobile,
  linesForCheckout,
  ORDER_LIMITS,
  type PaymentType,
  type SendCodeResponse,
  type TableCartScope,
} from '@rpos/domain';
import { type FormEvent, useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../../../shared/api/api-client';
import { recaptchaToken } from '../../../shared/api/recaptcha';
import { formatCents } from '../../../shared/format/money';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { AllergyDeclaration, PaymentMethodField, useDeclaredAllergens } from '../../checkout';
import { useOnlineMenu } from '../../online';
import { addOrderToHistory } from '../../orders';
import {
  availablePaymentTypes,
  followNextStep,
  hasCardProvider,
  nextStepAfterPlaceOrder,
} from '../../payments';
import { checkoutTableCart, refusalMessage } from '../api/table-cart-calls';
import { useTableCart } from '../api/use-table-cart';
import { readNickname } from '../diner-identity';
import { useTableCartT } from '../table-cart-texts';

const enc = encodeURIComponent;

/**
 * /tableCheckout/:menuId/:tableId?scope=table|mine — places one order from the table's cart: every
 * line (the version this phone sees live is sent: a change meanwhile is refused, not ordered blind) or
 * this phone's own lines. The server prices it again and answers like POST /placeOrder.
 */
export function TableCheckoutPage() {
  const t = useTableCartT();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { menuId = '', tableId = '' } = useParams();
  const [params] = useSearchParams();
  const scope: TableCartScope = params.get('scope') === 'mine' ? 'mine' : 'table';
  const menu = useOnlineMenu(menuId, tableId);
  const group = menu.data ? isGroupOrderingAt(menu.data.restaurant.onlineSettings, menu.data.table) : false;
  const cart = useTableCart(menuId, tableId, group);
  // The diner's declared allergies, as on the single-diner checkout (decision 0565).
  const [allergens, setAllergens] = useDeclaredAllergens(menu.data?.restaurant.restaurantId ?? menuId);
  const [name, setName] = useState(readNickname);
  const [phone, setPhone] = useState('');
  const [guests, setGuests] = useState('');
  const [notes, setNotes] = useState('');
  const [paymentType, setPaymentType] = useState<PaymentType | null>(null);
  const [verifyCode, setVerifyCode] = useState('');
  const [sid, setSid] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lock = useRef(false);
  const cartPath = `/tableCart/${enc(menuId)}/${enc(tableId)}`;

  if (menu.data && !group) return <Navigate to={`/cart/${enc(menuId)}/${enc(tableId)}`} replace />;
  if (menu.isPending || (group && cart.isPending))
    return (
      <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="…" />
      </Box>
    );
  if (!menu.data || !cart.data)
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Alert severity="error" action={<Button onClick={() => void cart.refetch()}>{t('retry')}</Button>}>
          {refusalMessage(cart.error) ?? t('loadFailed')}
        </Alert>
      </Container>
    );

  const { restaurant, table } = menu.data;
  const settings = restaurant.onlineSettings;
  const data = cart.data;
  const lines = linesForCheckout(
    data.lines.map((l) => ({ ...l, dinerTag: l.addedBy.dinerTag })),
    scope,
    data.you,
  );
  const subtotal = lines.reduce((sum, l) => sum + (l.lineTotal ?? 0), 0);
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  const ruleSettings = {
    isDineMobileOptional: restaurant.isDineMobileOptional,
    isDineInMobilePhoneRequired: settings.isDineInMobilePhoneRequired,
    isDineInGuestNumberRequired: settings.isDineInGuestNumberRequired,
    smsVerify: restaurant.smsVerify,
  };
  const phoneRequired = isMobileRequired('dinein', ruleSettings) || restaurant.smsVerify;

  /** The restaurant verifies orders by SMS: a code to this phone number, as on the single-diner checkout. */
  async function sendCode() {
    setSending(true);
    try {
      const reply = await api.post<SendCodeResponse>('/sendCode', {
        mobilePhone: phone.trim(),
        recaptcha: await recaptchaToken('sendCode'),
        restaurantId: restaurant.restaurantId,
      });
      setSid(reply.sid);
      snackbar.success(t('codeSent'));
    } catch (e) {
      snackbar.error(
        refusalMessage(e) ?? (e instanceof Error && e.message ? e.message : t('somethingWrong')),
      );
    } finally {
      setSending(false);
    }
  }
  const payments = availablePaymentTypes(settings, {
    cardProvider: hasCardProvider(restaurant),
    kind: 'dinein',
    tablePaysOnline: table.isPaymentRequired === true,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (lock.current || lines.length === 0 || !cart.data) return;
    const form = { name, email: '', phoneNumber: phone, guestNum: guests || '0', address: '', postcode: '' };
    const message = checkoutError(
      { kind: 'dinein', ...form, paymentType, verifyCode: '', sid: null },
      ruleSettings,
    );
    if (message) {
      setError(message);
      return;
    }
    lock.current = true;
    setBusy(true);
    setError(null);
    try {
      const reply = await checkoutTableCart({
        menuId,
        tableId,
        scope,
        version: cart.data.version,
        user: {
          ...form,
          name: name.trim(),
          phoneNumber: phone.trim(),
          addressObject: null,
          foodAllergies: '',
          allergens: [...allergens],
        },
        paymentType,
        notes: settings.hideSpecialRequirement ? '' : notes.trim(),
        verifyCode: restaurant.smsVerify ? verifyCode.trim() : null,
        sid: restaurant.smsVerify ? sid : null,
      });
      addOrderToHistory({
        restaurantId: restaurant.restaurantId,
        reference: reply.reference,
        orderNumber: reply.orderNumber,
      });
      await followNextStep(nextStepAfterPlaceOrder(reply, { menuId, tableId }), {
        answer: reply,
        menuId,
        tableId,
        restaurantId: restaurant.restaurantId,
        navigate,
      });
    } catch (e) {
      const shown = refusalMessage(e) ?? t('somethingWrong');
      setError(shown);
      snackbar.error(shown);
    } finally {
      lock.current = false;
      setBusy(false);
    }
  }

  return (
    <Container maxWidth="sm" sx={{ py: 2, pb: 12 }}>
      <Button
        component={RouterLink}
        to={cartPath}
        startIcon={<ArrowBackIcon />}
        sx={{ minHeight: 48, mb: 1 }}
      >
        {t('backToCart')}
      </Button>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(scope === 'table' ? 'checkoutTitleTable' : 'checkoutTitleMine')}
      </Typography>
      <Typography sx={{ mb: 2 }} data-testid="table-checkout-summary">
        {t('checkoutLines', { count, amount: formatCents(subtotal, restaurant.currencySymbol) })}
      </Typography>
      {data.checkoutInProgress && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('inProgress')}
        </Alert>
      )}
      {lines.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('nothing')}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
        <Stack spacing={2}>
          <TextField
            label={t('name')}
            required
            value={name}
            onChange={(e) => setName(e.target.value.slice(0, ORDER_LIMITS.name))}
          />
          <TextField
            label={t('phone')}
            required={phoneRequired}
            type="tel"
            inputMode="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value.slice(0, ORDER_LIMITS.phone))}
          />
          {restaurant.smsVerify && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={t('smsCode')}
                required
                inputMode="numeric"
                value={verifyCode}
                onChange={(e) => setVerifyCode(e.target.value.slice(0, 10))}
                sx={{ flex: 1 }}
              />
              <Button
                variant="outlined"
                onClick={() => void sendCode()}
                disabled={sending || !isValidMobile(phone)}
                startIcon={sending ? <CircularProgress size={16} /> : undefined}
                sx={{ minHeight: 56 }}
              >
                {t('sendCode')}
              </Button>
            </Stack>
          )}
          {settings.isDineInGuestNumberRequired && (
            <TextField
              label={t('guests')}
              required
              inputMode="numeric"
              value={guests}
              onChange={(e) => setGuests(e.target.value.slice(0, 3))}
            />
          )}
          {!settings.hideSpecialRequirement && (
            <TextField
              label={t('notes')}
              multiline
              minRows={2}
              value={notes}
              onChange={(e) => setNotes(e.target.value.slice(0, ORDER_LIMITS.notes))}
            />
          )}
          <AllergyDeclaration custom={menu.data.menu?.allergens} value={allergens} onChange={setAllergens} />
          <PaymentMethodField
            payments={payments}
            value={paymentType}
            onChange={setPaymentType}
            error={null}
          />
          {settings.allergyNotice && <Alert severity="info">{settings.allergyNotice}</Alert>}
          {error && (
            <Alert severity="error" role="alert" data-testid="table-checkout-error">
              {error}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || lines.length === 0 || data.checkoutInProgress}
            startIcon={busy ? <CircularProgress size={20} color="inherit" /> : undefined}
            sx={{ minHeight: 52 }}
          >
            {busy ? t('placing') : t('placeOrder')}
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}
