import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AllergenDef,
  ORDER_LIMITS,
  orderNumberFromUuid,
  type PosDeliveryPartner,
  type Transaction,
} from '@rpos/domain';
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
  courseGroups,
  type OrderTarget,
  type TicketLine,
  toPosOrderLine,
} from '../model/ticket';
import { newLocalBillId, type OfflineSurcharges, offlineOrderChange } from '../offline/offline-bills';
import { enqueue } from '../offline/offline-queue';
import { isNoAnswer, isOffline, markUnreachable } from '../offline/use-offline';
import { usePosT } from '../pos-texts';
import { CustomerDialog } from './customer-dialog';
import { PosAllergyPicker } from './pos-allergens';
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
  surcharges,
  ownAllergens,
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
  /** The setup's surcharge rules: a ticket queued offline carries the day's surcharge (decision 0536). */
  surcharges?: OfflineSurcharges;
  /** The menu's own allergens, for the allergy picker (decision 0599). */
  ownAllergens?: readonly AllergenDef[];
}) {
  const t = usePosT();
  const navigate = useNavigate();
  const staffId = usePosStaffSession().data?.staff?.id ?? null;
  const sendOrder = useSendOrder();
  const [notes, setNotes] = useState('');
  // The guest's declared allergies (decision 0599): sent with the ticket's first order.
  const [allergens, setAllergens] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const attempt = useRef<{ signature: string; uuids: string[]; orderNumbers: string[] } | null>(null);
  const [sending, setSending] = useState(false);
  const busy = sendOrder.isPending || sending;

  const done = () => {
    attempt.current = null;
    setAsking(false);
    setNotes('');
    setAllergens([]);
    onLinesChange(() => []);
  };

  /**
   * The ticket queued on the device, onto the offline bill (a new one for a new table or counter order).
   * Offline, courses are not held: the device cannot fire them later, so the ticket goes as one order.
   */
  const queue = async (customer: CustomerDetails | null, key?: string) => {
    const localBillId = offlineBill ?? (target.kind === 'bill' ? target.bill.uuid : newLocalBillId());
    const { change, display } = offlineOrderChange(target, lines, {
      localBillId,
      staffId,
      billLabel,
      notes,
      customer,
      surcharges,
      // The guest's declared allergies go with the queued ticket (decision 0601).
      allergens,
      ownAllergens,
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

  /**
   * One order per course (decision 0502): the first goes to the kitchen, later ones are held. Each
   * has its order number made once per attempt, so a resend after a failure writes none twice.
   */
  const send = async (customer: CustomerDetails | null) => {
    if (lines.length === 0 || busy) return;
    if (offlineBill || isOffline()) {
      void queue(customer);
      return;
    }
    const groups = courseGroups(lines);
    const signature = JSON.stringify([
      lines.map(toPosOrderLine),
      lines.map((l) => l.course ?? null),
      notes.trim(),
      customer,
      allergens,
    ]);
    if (attempt.current?.signature !== signature) {
      const uuids = groups.map(() => crypto.randomUUID());
      attempt.current = { signature, uuids, orderNumbers: uuids.map(orderNumberFromUuid) };
    }
    const { uuids, orderNumbers } = attempt.current;
    setError(null);
    setSending(true);
    try {
      let bill: Transaction | null = null;
      for (const [i, g] of groups.entries()) {
        const to: OrderTarget = bill ? { kind: 'bill', bill } : target;
        const request = buildOrderRequest(
          to,
          g.lines,
          orderNumbers[i] ?? '',
          i === 0 ? { notes, customer } : {},
        );
        bill = await sendOrder.mutateAsync({
          ...request,
          // Every order of the ticket: each course's docket flags the guest's allergies.
          ...(allergens.length > 0 ? { allergens } : {}),
          ...(g.course ? { course: g.course } : {}),
          ...(g.hold ? { hold: true } : {}),
        });
      }
      done();
      if (bill) onSent(bill);
    } catch (e) {
      // No answer: the order may or may not have arrived. A ticket of one order is queued under the
      // attempt's own key (its order number comes from it), so the sync writes it once either way.
      if (isNoAnswer(e) && groups.length === 1 && uuids[0]) {
        markUnreachable();
        void queue(customer, uuids[0]);
        return;
      }
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
          <PosAllergyPicker value={allergens} onChange={setAllergens} own={ownAllergens} disabled={busy} />
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
