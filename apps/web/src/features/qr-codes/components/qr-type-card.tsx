import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { QR_TYPE_LABELS, type QrCardType, type QrCodeSetting } from '@rpos/domain';
import { useQrCodesT } from '../qr-codes-texts';
import { pngFileName } from '../qr-template-canvas';
import { QrPreview } from './qr-preview';
import { usePngDownload } from './use-png-download';

/** One QR type's card: the code, its Disabled switch, 'disable today', the PNG download and the link. */
export function QrTypeCard({
  type,
  url,
  setting,
  today,
  restaurant,
  onChange,
}: {
  type: QrCardType;
  url: string;
  setting: QrCodeSetting;
  today: string;
  restaurant: { name: string; urlIdentifier: string; logo: string | null };
  onChange: (setting: QrCodeSetting) => void;
}) {
  const t = useQrCodesT();
  const png = usePngDownload();
  const label = QR_TYPE_LABELS[type];
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {label}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <QrPreview url={url} label={t('codeOf', { type: label })} />
          <Box sx={{ minWidth: 0 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={setting.disabled}
                  onChange={(e) => onChange({ ...setting, disabled: e.target.checked })}
                  slotProps={{ input: { 'aria-label': `${label} ${t('disabled')}` } }}
                />
              }
              label={t('disabled')}
            />
            <Box>
              <Button
                size="small"
                disabled={setting.disabledDate === today}
                onClick={() => onChange({ ...setting, disabledDate: today })}
                aria-label={`${label} ${t('disableToday')}`}
              >
                {t('disableToday')}
              </Button>
            </Box>
          </Box>
        </Box>
        {setting.disabledDate ? (
          <Alert
            severity="warning"
            sx={{ mt: 1 }}
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => onChange({ ...setting, disabledDate: null })}
              >
                {t('clearDate')}
              </Button>
            }
          >
            {setting.disabledDate === today
              ? t('disabledToday', { date: setting.disabledDate })
              : t('disabledOn', { date: setting.disabledDate })}
          </Alert>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, wordBreak: 'break-all' }}>
          {url}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={png.busy ? <CircularProgress size={16} /> : <Download />}
          disabled={png.busy}
          aria-label={`${t('downloadPng')} ${label}`}
          onClick={() =>
            void png.download(
              {
                type,
                url,
                title: label,
                restaurantName: restaurant.name,
                logoUrl: restaurant.logo,
              },
              pngFileName(restaurant.urlIdentifier, type),
            )
          }
        >
          {png.busy ? t('drawing') : t('downloadPng')}
        </Button>
        <Button
          size="small"
          startIcon={<OpenInNew />}
          href={url}
          target="_blank"
          rel="noopener"
          aria-label={`${t('openUrl')} ${label}`}
        >
          {t('openUrl')}
        </Button>
      </CardActions>
    </Card>
  );
}
