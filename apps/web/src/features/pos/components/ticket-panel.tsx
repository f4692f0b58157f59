import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ORDER_LIMITS, orderNumberFromUuid, type PosDeliveryPartner, type Transaction } from '@rpos/domain';
import { useRef, useState } from 'react';
import { useSendOrder } from '../api/pos-mutations';
import { errorText } from '../error-text';
import {
  asksCustomer,
  buildOrderRequest,
  type CustomerDetails,
  type OrderTarget,
  type TicketLine,
  toPosOrderLine,
} from '../model/ticket';
import { usePosT } from '../pos-texts';
import { CustomerDialog } from './customer-dialog';
import { TicketLines } from './ticket-lines';

/**
 * The ticket: the lines not sent yet and Send (POST /pos/orders). A new counter order asks for the
 * customer (or the delivery partner) first. The order number is made once per send attempt — the
 * same lines sent again after a failure reuse it, so a resend never writes the order twice
 * (decision 0146).
 */
export function TicketPanel({
  lines,
  onLinesChange,
  target,
  partners,
  currencySymbol,
  onSent,
}: {
  lines: readonly TicketLine[];
  onLinesChange: (update: (lines: TicketLine[]) => TicketLine[]) => void;
  target: OrderTarget;
  partners: readonly PosDeliveryPartner[];
  currencySymbol: string;
  onSent: (bill: Transaction) => void;
}) {
  const t = usePosT();
  const sendOrder = useSendOrder();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const attempt = useRef<{ signature: string; orderNumber: string } | null>(null);
  const busy = sendOrder.isPending;

  const send = (customer: CustomerDetails | null) => {
    if (lines.length === 0 || busy) return;
    const signature = JSON.stringify([lines.map(toPosOrderLine), notes.trim(), customer]);
    if (attempt.current?.signature !== signature)
      attempt.current = { signature, orderNumber: orderNumberFromUuid(crypto.randomUUID()) };
    const request = buildOrderRequest(target, lines, attempt.current.orderNumber, { notes, customer });
    setError(null);
    sendOrder.mutate(request, {
      onSuccess: (bill) => {
        attempt.current = null;
        setAsking(false);
        setNotes('');
        onLinesChange(() => []);
        onSent(bill);
      },
      onError: (e) => setError(errorText(e, t('actionFailed'))),
    });
  };

  const change = (update: (ls: TicketLine[]) => TicketLine[]) => {
    setError(null);
    onLinesChange(update);
  };

  return (
    <Box component="section" aria-labelledby="pos-ticket">
      <Typography id="pos-ticket" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('ticket')}
      </Typography>
      <TicketLines lines={lines} currencySymbol={currencySymbol} disabled={busy} onChange={change} />
      {lines.length > 0 ? (
        <>
          <TextField
            label={t('orderNotes')}
            value={notes}
            onChange={(e) => setNotes(e.target.value.slice(0, ORDER_LIMITS.notes))}
            size="small"
            fullWidth
            disabled={busy}
            sx={{ mt: 1 }}
          />
          {error && !asking ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          ) : null}
          <Button
            variant="contained"
            size="large"
            fullWidth
            startIcon={
              busy ? <CircularProgress size={18} color="inherit" aria-label={t('sending')} /> : <Send />
            }
            disabled={busy}
            onClick={() => (asksCustomer(target) ? setAsking(true) : send(null))}
            sx={{ mt: 1, minHeight: 52 }}
          >
            {busy ? t('sending') : t('send')}
          </Button>
        </>
      ) : null}
      {target.kind === 'new' ? (
        <CustomerDialog
          open={asking}
          type={target.type}
          partners={partners}
          sending={busy}
          error={error}
          onSend={send}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Box>
  );
}
