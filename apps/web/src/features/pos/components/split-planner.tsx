import Add from '@mui/icons-material/Add';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { MAX_SPLIT_PARTS, type Refusable } from '@rpos/domain';
import { type ReactNode, useId } from 'react';
import { formatCents } from '../../../shared/format/money';
import type { SplitMode } from '../model/pay-plan';
import { usePosT } from '../pos-texts';

export interface SplitInputs {
  mode: SplitMode;
  /** The number of even parts, as typed. */
  evenText: string;
  /** The typed parts, in dollars. */
  amountTexts: string[];
}

/**
 * How the balance is paid: whole, in n even parts (splitEvenly) or by typed amounts with the rest as
 * one more part (splitByAmount); then the parts, paid ones ticked. Locked once a part is paid.
 */
export function SplitPlanner({
  inputs,
  onChange,
  plan,
  paidParts,
  locked,
  currencySymbol,
  checks,
}: {
  inputs: SplitInputs;
  onChange: (inputs: SplitInputs) => void;
  plan: Refusable<{ parts: number[] }>;
  paidParts: number;
  locked: boolean;
  currencySymbol: string;
  /** What a split by seat or dish shows (its checks), in place of the parts. */
  checks?: ReactNode;
}) {
  const t = usePosT();
  const howId = useId();
  const { mode, evenText, amountTexts } = inputs;
  const setAmount = (i: number, text: string) =>
    onChange({ ...inputs, amountTexts: amountTexts.map((a, j) => (j === i ? text : a)) });
  return (
    <Box>
      <Typography id={howId} variant="subtitle2" sx={{ mb: 1 }}>
        {t('splitHow')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        color="primary"
        aria-labelledby={howId}
        value={mode}
        onChange={(_e, v: SplitMode | null) => v && onChange({ ...inputs, mode: v })}
        disabled={locked}
        sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { minHeight: 44, textTransform: 'none' } }}
      >
        <ToggleButton value="none">{t('splitNone')}</ToggleButton>
        <ToggleButton value="even">{t('splitEvenly')}</ToggleButton>
        <ToggleButton value="amounts">{t('splitByAmount')}</ToggleButton>
        <ToggleButton value="seat">{t('splitBySeat')}</ToggleButton>
        <ToggleButton value="item">{t('splitByItem')}</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'seat' || mode === 'item' ? checks : null}

      {mode === 'even' ? (
        <TextField
          label={t('parts')}
          value={evenText}
          onChange={(e) => onChange({ ...inputs, evenText: e.target.value.replace(/\D/g, '').slice(0, 2) })}
          disabled={locked}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': undefined } }}
          helperText={`1–${MAX_SPLIT_PARTS}`}
          sx={{ mt: 2, width: 140 }}
        />
      ) : null}

      {mode === 'amounts' ? (
        <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {amountTexts.map((text, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a part is its place in the list (Part 1, Part 2…).
            <Box key={i} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <TextField
                size="small"
                label={t('partAmount', { n: i + 1, symbol: currencySymbol })}
                value={text}
                onChange={(e) => setAmount(i, e.target.value)}
                disabled={locked}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              {amountTexts.length > 1 ? (
                <IconButton
                  aria-label={t('removePart', { n: i + 1 })}
                  onClick={() => onChange({ ...inputs, amountTexts: amountTexts.filter((_a, j) => j !== i) })}
                  disabled={locked}
                  sx={{ width: 44, height: 44 }}
                >
                  <Close fontSize="small" />
                </IconButton>
              ) : null}
            </Box>
          ))}
          <Button
            startIcon={<Add />}
            onClick={() => onChange({ ...inputs, amountTexts: [...amountTexts, ''] })}
            disabled={locked || amountTexts.length >= MAX_SPLIT_PARTS - 1}
            sx={{ alignSelf: 'flex-start', minHeight: 44 }}
          >
            {t('addPart')}
          </Button>
        </Box>
      ) : null}

      {mode === 'even' || mode === 'amounts' ? (
        plan.ok ? (
          <Box component="ol" aria-label={t('partsPlan')} sx={{ m: 0, mt: 2, p: 0 }}>
            {plan.parts.map((part, i) => {
              const amount = formatCents(part, currencySymbol);
              const paid = i < paidParts;
              const next = i === paidParts;
              return (
                <Box
                  component="li"
                  // biome-ignore lint/suspicious/noArrayIndexKey: a part is its place in the plan.
                  key={i}
                  aria-current={next ? 'step' : undefined}
                  sx={{
                    listStyle: 'none',
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    py: 0.5,
                    fontWeight: next ? 700 : 400,
                    color: paid ? 'success.main' : undefined,
                  }}
                >
                  {paid ? <CheckCircle fontSize="small" aria-hidden /> : null}
                  {paid
                    ? t('partPaid', { n: i + 1, amount })
                    : next
                      ? t('partNext', { n: i + 1, amount })
                      : t('part', { n: i + 1, amount })}
                </Box>
              );
            })}
          </Box>
        ) : (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {plan.message}
          </Alert>
        )
      ) : null}
    </Box>
  );
}
