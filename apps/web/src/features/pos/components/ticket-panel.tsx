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
  courseGroups,
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
  const attempt = useRef<{ signature: string; orderNumbers: string[] } | null>(null);
  const [sending, setSending] = useState(false);
  const busy = sendOrder.isPending || sending;

  /**
   * One order per course (decision 0502): the first goes to the kitchen, later ones are held. Each
   * has its order number made once per attempt, so a resend after a failure writes none twice.
   */
  const send = async (customer: CustomerDetails | null) => {
    if (lines.length === 0 || busy) return;
    const groups = courseGroups(lines);
    const signature = JSON.stringify([
      lines.map(toPosOrderLine),
      lines.map((l) => l.course ?? null),
      notes.trim(),
      customer,
    ]);
    if (attempt.current?.signature !== signature)
      attempt.current = {
        signature,
        orderNumbers: groups.map(() => orderNumberFromUuid(crypto.randomUUID())),
      };
    const numbers = attempt.current.orderNumbers;
    setError(null);
    setSending(true);
    try {
      let bill: Transaction | null = null;
      for (const [i, g] of groups.entries()) {
        const to: OrderTarget = bill ? { kind: 'bill', bill } : target;
        const request = buildOrderRequest(to, g.lines, numbers[i] ?? '', i === 0 ? { notes, customer } : {});
        bill = await sendOrder.mutateAsync({
          ...request,
          ...(g.course ? { course: g.course } : {}),
          ...(g.hold ? { hold: true } : {}),
        });
      }
      attempt.current = null;
      setAsking(false);
      setNotes('');
      onLinesChange(() => []);
      if (bill) onSent(bill);
    } catch (e) {
      setError(errorText(e, t('actionFailed')));
    } finally {
      setSending(false);
    }
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
            onClick={() => (asksCustomer(target) ? setAsking(true) : void send(null))}
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
          onSend={(customer) => void send(customer)}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Box>
  );
}
