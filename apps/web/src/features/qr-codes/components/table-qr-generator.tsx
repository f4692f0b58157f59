import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type TableQrStringResponse, tableNumberProblem } from '@rpos/domain';
import { useState } from 'react';
import { useTableQrString } from '../api/use-table-qr-string';
import { failureMessage, useQrCodesT } from '../qr-codes-texts';
import { pngFileName } from '../qr-template-canvas';
import { QrPreview } from './qr-preview';
import { usePngDownload } from './use-png-download';

type PaymentChoice = 'notRequired' | 'required';

/**
 * The dine-in generator: a table number, payment required or not, GET /getTableQrString, then the
 * code with its PNG download and link. The payment choice puts the table in (or out of) the
 * payment-required list that Save stores (decision 112).
 */
export function TableQrGenerator({
  restaurant,
  tables,
  paymentTables,
  onPaymentTablesChange,
}: {
  restaurant: { name: string; urlIdentifier: string; logo: string | null };
  tables: { tableNumber: string; name: string }[];
  paymentTables: string[];
  onPaymentTablesChange: (tables: string[]) => void;
}) {
  const t = useQrCodesT();
  const qr = useTableQrString();
  const png = usePngDownload();
  const [tableNumber, setTableNumber] = useState('');
  const [choice, setChoice] = useState<PaymentChoice>('notRequired');
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<TableQrStringResponse | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const problem = tableNumberProblem(tableNumber);

  const generate = () => {
    setTouched(true);
    if (problem) return;
    setNote(null);
    qr.mutate(
      { tableNumber: tableNumber.trim(), isPaymentRequired: choice },
      {
        onSuccess: (res) => {
          setResult(res);
          const listed = paymentTables.includes(res.tableNumber);
          if (choice === 'required' && !listed) {
            onPaymentTablesChange([...paymentTables, res.tableNumber]);
            setNote(t('tableAdded', { table: res.tableNumber }));
          } else if (choice === 'notRequired' && listed) {
            onPaymentTablesChange(paymentTables.filter((n) => n !== res.tableNumber));
            setNote(t('tableRemoved', { table: res.tableNumber }));
          }
        },
        onError: () => setResult(null),
      },
    );
  };
  const tableName = result
    ? (tables.find((x) => x.tableNumber === result.tableNumber)?.name ??
      t('tableLabel', { name: result.tableNumber }))
    : '';

  return (
    <Box>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          generate();
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          label={t('tableNumber')}
          value={tableNumber}
          onChange={(e) => setTableNumber(e.target.value)}
          onBlur={() => setTouched(tableNumber.length > 0)}
          error={touched && !!problem}
          helperText={touched && problem ? problem : ' '}
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
        <RadioGroup
          row
          value={choice}
          onChange={(e) => setChoice(e.target.value as PaymentChoice)}
          aria-label={t('paymentChoice')}
        >
          <FormControlLabel value="notRequired" control={<Radio />} label={t('paymentNotRequired')} />
          <FormControlLabel value="required" control={<Radio />} label={t('paymentRequired')} />
        </RadioGroup>
        <Button
          type="submit"
          variant="outlined"
          disabled={qr.isPending}
          startIcon={qr.isPending ? <CircularProgress size={16} /> : null}
        >
          {t('generate')}
        </Button>
      </Box>
      {qr.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failureMessage(qr.error, t('loadFailed'))}
        </Alert>
      ) : null}
      {note ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {note}
        </Alert>
      ) : null}
      {result ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
          <QrPreview url={result.qrString} label={t('codeOf', { type: tableName })} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500 }}>{tableName}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {result.qrString}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                startIcon={png.busy ? <CircularProgress size={16} /> : <Download />}
                disabled={png.busy}
                aria-label={`${t('downloadPng')} ${tableName}`}
                onClick={() =>
                  void png.download(
                    {
                      type: 'dinein',
                      url: result.qrString,
                      title: tableName,
                      restaurantName: restaurant.name,
                      logoUrl: restaurant.logo,
                    },
                    pngFileName(restaurant.urlIdentifier, `table-${result.tableNumber}`),
                  )
                }
              >
                {png.busy ? t('drawing') : t('downloadPng')}
              </Button>
              <Button
                size="small"
                startIcon={<OpenInNew />}
                href={result.qrString}
                target="_blank"
                rel="noopener"
              >
                {t('openUrl')}
              </Button>
            </Box>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
