import CloudOff from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { formatCents } from '../../../shared/format/money';
import { offlineBillPath } from '../model/paths';
import type { OfflineBill } from './offline-bills';
import { useOfflineT } from './offline-texts';

/** The floor's list of bills with changes waiting on this device (issue 31); nothing when none. */
export function OfflineBillsPanel({
  bills,
  currencySymbol,
}: {
  bills: readonly OfflineBill[];
  currencySymbol: string;
}) {
  const t = useOfflineT();
  const navigate = useNavigate();
  if (bills.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="pos-offline-bills" variant="outlined" sx={{ p: 1.5, mb: 2 }}>
      <Typography
        id="pos-offline-bills"
        variant="h6"
        component="h2"
        sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
      >
        <CloudOff fontSize="small" /> {t('waitingToSend')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {bills.map((b) => (
          <ButtonBase
            key={b.localBillId}
            onClick={() => navigate(offlineBillPath(b.localBillId))}
            sx={{
              border: 1,
              borderColor: 'warning.main',
              borderRadius: 1,
              p: 1.5,
              minWidth: 140,
              display: 'block',
              textAlign: 'left',
            }}
          >
            <Typography sx={{ fontWeight: 700 }}>{b.label}</Typography>
            <Typography variant="body2">
              {b.figures.closed
                ? t('queuedClose')
                : `${t('balance')} ${formatCents(b.figures.balance, currencySymbol)}`}
            </Typography>
          </ButtonBase>
        ))}
      </Box>
    </Paper>
  );
}
