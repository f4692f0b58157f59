import Add from '@mui/icons-material/Add';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Remove from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  MAX_SPLIT_PARTS,
  type PortionDue,
  paidCheckNumbers,
  type Refusable,
  splitLinesOf,
  type Transaction,
} from '@rpos/domain';
import { formatCents } from '../../../shared/format/money';
import type { ItemChecks } from '../model/use-kept-item-checks';
import { usePosT } from '../pos-texts';

export type { ItemChecks };

/**
 * A split by dish: how many checks, and for each dish the checks it goes on (one, or several to share
 * it); a dish moves from one check to another by its buttons. A paid check keeps its dishes (decision
 * 0583): its buttons are off, and so are the dishes on it; there are never fewer checks than the last
 * paid one. The server works the split out again from the same checks.
 */
export function ItemChecksEditor({
  bill,
  value,
  onChange,
  locked = false,
  saveError = null,
}: {
  bill: Transaction;
  value: ItemChecks;
  onChange: (v: ItemChecks) => void;
  locked?: boolean;
  /** Why the last change could not be kept on the bill (the checks were put back). */
  saveError?: string | null;
}) {
  const t = usePosT();
  const names = new Map(bill.orders.flatMap((o) => o.dishes.map((d) => [d.lineId, d] as const)));
  const lines = splitLinesOf(bill);
  const paid = paidCheckNumbers(
    bill.paymentTypes.map((p) => p.portion),
    value.count,
  );
  const fewest = Math.max(1, ...[...paid].map((n) => n + 1));
  const setCount = (count: number) =>
    onChange({
      count,
      assigned: Object.fromEntries(
        Object.entries(value.assigned).map(([id, ns]) => [id, ns.filter((n) => n < count)]),
      ),
    });
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography>{t('checksCount', { count: value.count })}</Typography>
        <IconButton
          aria-label={t('fewerChecks')}
          disabled={locked || value.count <= fewest}
          onClick={() => setCount(value.count - 1)}
          sx={{ width: 44, height: 44 }}
        >
          <Remove />
        </IconButton>
        <IconButton
          aria-label={t('moreChecks')}
          disabled={locked || value.count >= MAX_SPLIT_PARTS}
          onClick={() => setCount(value.count + 1)}
          sx={{ width: 44, height: 44 }}
        >
          <Add />
        </IconButton>
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, mt: 1 }}>
        {lines.map((l) => {
          const d = names.get(l.lineId);
          const name = d ? `${d.quantity} × ${d.dish.name}` : l.lineId;
          const onPaid = (value.assigned[l.lineId] ?? []).some((n) => paid.has(n));
          return (
            <Box component="li" key={l.lineId} sx={{ listStyle: 'none', py: 0.5 }}>
              <Typography variant="body2">{name}</Typography>
              <ToggleButtonGroup
                size="small"
                aria-label={t('checksOfDish', { name })}
                value={(value.assigned[l.lineId] ?? []).map(String)}
                onChange={(_e, v: string[]) =>
                  onChange({ ...value, assigned: { ...value.assigned, [l.lineId]: v.map(Number) } })
                }
                disabled={locked || onPaid}
                sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { minWidth: 44, minHeight: 36 } }}
              >
                {Array.from({ length: value.count }, (_x, i) => (
                  <ToggleButton
                    // biome-ignore lint/suspicious/noArrayIndexKey: a check is its number.
                    key={i}
                    value={String(i)}
                    disabled={locked || onPaid || paid.has(i)}
                    aria-label={t('checkN', { n: i + 1 })}
                  >
                    {i + 1}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Box>
          );
        })}
      </Box>
      {saveError ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {saveError}
        </Alert>
      ) : null}
    </Box>
  );
}

/** The checks of a split with what each comes to and has left; paid ones ticked; one is chosen to pay. */
export function CheckList({
  plan,
  chosen,
  onChoose,
  currencySymbol,
}: {
  plan: Refusable<{ checks: PortionDue[] }>;
  chosen: string | null;
  onChoose: (label: string) => void;
  currencySymbol: string;
}) {
  const t = usePosT();
  if (!plan.ok)
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {plan.message}
      </Alert>
    );
  return (
    <Box component="ol" aria-label={t('checksPlan')} sx={{ m: 0, mt: 2, p: 0 }}>
      {plan.checks.map((c) => {
        const paid = c.due === 0;
        const amount = formatCents(c.amount, currencySymbol);
        return (
          <Box component="li" key={c.label} sx={{ listStyle: 'none', py: 0.25 }}>
            <Button
              onClick={() => onChoose(c.label)}
              disabled={paid}
              aria-current={chosen === c.label ? 'step' : undefined}
              startIcon={paid ? <CheckCircle fontSize="small" aria-hidden /> : null}
              sx={{
                minHeight: 44,
                textTransform: 'none',
                fontWeight: chosen === c.label ? 700 : 400,
                color: paid ? 'success.main' : undefined,
              }}
            >
              {paid
                ? t('checkPaid', { label: c.label, amount })
                : c.paid > 0
                  ? t('checkPartPaid', { label: c.label, amount, due: formatCents(c.due, currencySymbol) })
                  : t('checkDue', { label: c.label, amount })}
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}
