import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Transaction, TransactionAdjustment } from '@rpos/domain';
import { formatCents } from '../../../shared/format/money';
import { usePosT } from '../pos-texts';

/** The bill's adjustments as the server priced them; a stored discount can be removed while the bill is open. */
export function AdjustmentsList({
  bill,
  currencySymbol,
  editable,
  removing,
  onRemove,
}: {
  bill: Transaction;
  currencySymbol: string;
  editable: boolean;
  removing: string | null;
  onRemove: (adjustment: TransactionAdjustment) => void;
}) {
  const t = usePosT();
  if (bill.adjustments.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="pos-adjustments"
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography id="pos-adjustments" variant="subtitle2" component="h3">
        {t('adjustments')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {bill.adjustments.map((a, i) => {
          const name =
            a.percentage !== null
              ? t('adjustmentPercent', { name: a.name, percentage: a.percentage })
              : a.name;
          const price = a.adjustmentType === 'surcharge' ? a.price : -a.price;
          return (
            <Box
              component="li"
              key={a.id ?? `surcharge-${i}`}
              sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <Typography sx={{ flexGrow: 1 }}>{name}</Typography>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{formatCents(price, currencySymbol)}</Typography>
              {editable && a.id !== null && a.adjustmentType !== 'surcharge' ? (
                <IconButton
                  aria-label={t('removeAdjustment', { name: a.name })}
                  onClick={() => onRemove(a)}
                  disabled={removing !== null}
                  sx={{ width: 44, height: 44 }}
                >
                  {removing === a.id ? (
                    <CircularProgress size={18} aria-label={t('working')} />
                  ) : (
                    <Close fontSize="small" />
                  )}
                </IconButton>
              ) : (
                <Box sx={{ width: 44 }} />
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
