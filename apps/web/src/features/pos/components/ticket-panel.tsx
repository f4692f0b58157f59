import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ORDER_LIMITS, orderNumberFromUuid, type PosDeliveryPartner, type Transaction } from '@rpos/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSendOrder } from '../api/pos-mutations';
import { usePosStaffSession } from '../api/pos-staff-api';
import { errorText } from '../error-text';
import { offlineBillPath } from '../model/paths';
import {
  asksCustomer,
  buildOrderRequest,
  type CustomerDetails,
  type OrderTarget,
  type TicketLine,
  toPosOrderLine,
} from '../model/ticket';
import { newLocalBillId, offlineOrderChange } from '../offline/offline-bills';
import { enqueue } from '../offline/offline-queue';
import { isNoAnswer, isOffline, markUnreachable } from '../offline/use-offline';
import { usePosT } from '../pos-texts';
import { CustomerDialog } from './customer-dialog';
import { TicketLines } from './ticket-lines';

/**
 * The ticket: the lines not sent yet and Send (POST /pos/orders). A new counter order asks for the
 * customer (or the delivery partner) first. The order number is made once per send attempt — the
 * same lines sent again after a failure reuse it, so a resend never writes the order twice
 * (decision 0146). With the server out of reach (or on a bill kept on the device, `offlineBill`) the
 * ticket is queued on the device instead and the screen becomes the offline bill's (issue 31).
 */
export function TicketPanel({
  lines,
  onLinesChange,
  target,
  partners,
  currencySymbol,
  onSent,
  billLabel,
  offlineBill = null,
}: {
  lines: readonly TicketLine[];
  onLinesChange: (update: (lines: TicketLine[]) => TicketLine[]) => void;
  target: OrderTarget;
  partners: readonly PosDeliveryPartner[];
  currencySymbol: string;
  onSent: (bill: Transaction) => void;
  /** 'Table 5': how the offline queue names the bill. */
  billLabel: string;
  /** A bill kept on the device: every Send is queued onto it. */
  offlineBill?: string | null;
}) {
  const t = usePosT();
  const navigate = useNavigate();
  const staffId = usePosStaffSession().data?.staff?.id ?? null;
  const sendOrder = useSendOrder();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const attempt = useRef<{ signature: string; uuid: string; orderNumber: string } | null>(null);
  const busy = sendOrder.isPending;

  const done = () => {
    attempt.current = null;
    setAsking(false);
    setNotes('');
    onLinesChange(() => []);
  };

  /** The ticket queued on the device, onto the offline bill (a new one for a new table or counter order). */
  const queue = async (customer: CustomerDetails | null, key?: string) => {
    const localBillId = offlineBill ?? (target.kind === 'bill' ? target.bill.uuid : newLocalBillId());
    const { change, display } = offlineOrderChange(target, lines, {
      localBillId,
      staffId,
      billLabel,
      notes,
      customer,
    });
    try {
      await enqueue(change, display, key);
    } catch (e) {
      setError(errorText(e, t('actionFailed')));
      return;
    }
    done();
    if (localBillId !== offlineBill) navigate(offlineBillPath(localBillId));
  };

  const send = (customer: CustomerDetails | null) => {
    if (lines.length === 0 || busy) return;
    if (offlineBill || isOffline()) {
      void queue(customer);
      return;
    }
    const signature = JSON.stringify([lines.map(toPosOrderLine), notes.trim(), customer]);
    if (attempt.current?.signature !== signature) {
      const uuid = crypto.randomUUID();
      attempt.current = { signature, uuid, orderNumber: orderNumberFromUuid(uuid) };
    }
    const request = buildOrderRequest(target, lines, attempt.current.orderNumber, { notes, customer });
    setError(null);
    sendOrder.mutate(request, {
      onSuccess: (bill) => {
        done();
        onSent(bill);
      },
      onError: (e) => {
        // No answer: the order may or may not have arrived. It is queued under the attempt's own key
        // (its order number comes from it), so the sync writes it once either way.
        if (isNoAnswer(e) && attempt.current) {
          markUnreachable();
          void queue(customer, attempt.current.uuid);
          return;
        }
        setError(errorText(e, t('actionFailed')));
      },
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
