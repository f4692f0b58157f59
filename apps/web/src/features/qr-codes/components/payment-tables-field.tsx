import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { tableNumberProblem } from '@rpos/domain';
import { useState } from 'react';
import { useQrCodesT } from '../qr-codes-texts';

/** The payment-required table numbers: chips to remove, a field to add (saved with the page's Save). */
export function PaymentTablesField({
  value,
  onChange,
}: {
  value: string[];
  onChange: (tables: string[]) => void;
}) {
  const t = useQrCodesT();
  const [draft, setDraft] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = tableNumberProblem(draft);
  const add = () => {
    setTouched(true);
    if (problem) return;
    const n = draft.trim();
    if (!value.includes(n)) onChange([...value, n]);
    setDraft('');
    setTouched(false);
  };
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {t('paymentTables')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {value.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('noPaymentTables')}
          </Typography>
        ) : (
          value.map((n) => <Chip key={n} label={n} onDelete={() => onChange(value.filter((x) => x !== n))} />)
        )}
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          label={t('tableNumber')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          error={touched && !!problem}
          helperText={touched && problem ? problem : ' '}
          slotProps={{ htmlInput: { maxLength: 50, 'aria-label': t('paymentTables') } }}
        />
        <Button type="submit" variant="outlined">
          {t('addTable')}
        </Button>
      </Box>
    </Box>
  );
}
