import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  QR_CARD_TYPES,
  type QrCodeSetting,
  type QrCodesPageResponse,
  type QrSettingType,
  qrTypeUrl,
} from '@rpos/domain';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useLeaveAfterSave, useUnsavedChanges, withUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import { useUser } from '../../auth/api/use-user';
import { FLOOR_PLAN_PATH } from '../../floor-plan';
import { useQrCodesPage } from '../api/use-qr-codes-page';
import { useSaveQrValues } from '../api/use-save-qr-values';
import { useTablesPdf } from '../api/use-tables-pdf';
import { PaymentTablesField } from '../components/payment-tables-field';
import { QrTypeCard } from '../components/qr-type-card';
import { TableQrGenerator } from '../components/table-qr-generator';
import { failureMessage, useQrCodesT } from '../qr-codes-texts';

/**
 * /qrcodes/:restaurantId (restaurant-config.md §2.2) for the restaurant being configured (decision
 * 111): a card per QR type, the dine-in generator, the payment-required tables and the printable PDF.
 * Save stores the switches and the list, then returns to /myRestaurant, or /restaurants for admin.
 */
export const QrCodesPage = withUnsavedChanges(QrCodesPageContent);

function QrCodesPageContent() {
  const t = useQrCodesT();
  const query = useQrCodesPage();
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={query.data ? t('subtitle', { name: query.data.restaurant.name }) : undefined}
      />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {failureMessage(query.error, t('loadFailed'))}
        </Alert>
      ) : (
        <QrCodesForm data={query.data} />
      )}
    </>
  );
}

function QrCodesForm({ data }: { data: QrCodesPageResponse }) {
  const t = useQrCodesT();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const role = useUser().data?.role;
  const save = useSaveQrValues();
  const pdf = useTablesPdf();
  const [settings, setSettings] = useState<Record<QrSettingType, QrCodeSetting>>(() => settingsOf(data));
  const [paymentTables, setPaymentTables] = useState(data.paymentRequiredTableNumbers);
  useEffect(() => {
    setSettings(settingsOf(data));
    setPaymentTables(data.paymentRequiredTableNumbers);
  }, [data]);
  const site = useMemo(
    () => ({ origin: data.origin, urlIdentifier: data.restaurant.urlIdentifier }),
    [data.origin, data.restaurant.urlIdentifier],
  );
  const change = (setting: QrCodeSetting) => setSettings((s) => ({ ...s, [setting.name]: setting }));
  const listChanged =
    paymentTables.length !== data.paymentRequiredTableNumbers.length ||
    paymentTables.some((n, i) => n !== data.paymentRequiredTableNumbers[i]);
  const savedSettings = useMemo(() => settingsOf(data), [data]);
  useUnsavedChanges(
    listChanged ||
      Object.values(settings).some(
        (s) =>
          !!s.disabled !== !!savedSettings[s.name]?.disabled ||
          (s.disabledDate ?? null) !== (savedSettings[s.name]?.disabledDate ?? null),
      ),
  );
  const leave = useLeaveAfterSave();

  const submit = () =>
    save.mutate(
      {
        qrCodeSettings: Object.values(settings),
        paymentRequiredTableNumbers: listChanged ? paymentTables : undefined,
      },
      {
        onSuccess: () => {
          snackbar.success(t('saved'));
          leave(role === 'admin' ? '/restaurants' : '/myRestaurant');
        },
        onError: (e) => snackbar.error(failureMessage(e, t('saveFailed'))),
      },
    );
  const downloadPdf = () =>
    pdf.mutate(undefined, {
      onError: (e) => {
        if (isApiError(e) && e.status === 403) navigate('/sign-in');
        else snackbar.error(failureMessage(e, t('loadFailed')));
      },
    });
  const restaurant = data.restaurant;

  return (
    <Box component="section" sx={{ display: 'grid', gap: 3 }}>
      <Grid container spacing={2}>
        {QR_CARD_TYPES.map((type) => (
          <Grid key={type} size={{ xs: 12, sm: 6, lg: 4 }}>
            <QrTypeCard
              type={type}
              url={qrTypeUrl(site, type)}
              setting={settings[type]}
              today={data.today}
              restaurant={restaurant}
              onChange={change}
            />
          </Grid>
        ))}
      </Grid>

      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="h6" component="h2">
            {t('dineInTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('dineInHelp')}
          </Typography>
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={settings.dinein.disabled}
              onChange={(e) => change({ ...settings.dinein, disabled: e.target.checked })}
            />
          }
          label={t('dineInDisabled')}
        />
        <TableQrGenerator
          restaurant={restaurant}
          tables={data.tables}
          paymentTables={paymentTables}
          onPaymentTablesChange={setPaymentTables}
        />
        <Divider />
        <PaymentTablesField value={paymentTables} onChange={setPaymentTables} />
        <Divider />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={pdf.isPending ? <CircularProgress size={16} /> : <PictureAsPdf />}
            disabled={pdf.isPending || data.tables.length === 0}
            onClick={downloadPdf}
          >
            {t('printAll')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {data.tables.length === 0 ? t('noTables') : t('printHelp')}
          </Typography>
          <Link component={RouterLink} to={FLOOR_PLAN_PATH} variant="body2">
            {t('editTables')}
          </Link>
        </Box>
      </Paper>

      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          size="large"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : null}
          onClick={submit}
        >
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </Box>
    </Box>
  );
}

function settingsOf(data: QrCodesPageResponse): Record<QrSettingType, QrCodeSetting> {
  return Object.fromEntries(data.qrCodeSettings.map((s) => [s.name, s])) as Record<
    QrSettingType,
    QrCodeSetting
  >;
}
