import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  chooseSize,
  type DishSelection,
  type MenuGroup,
  SPECIAL_INSTRUCTIONS_MAX,
  setOptionQuantity,
  toggleOption,
} from '@rpos/domain';
import { type ReactNode, useId } from 'react';
import { formatCents } from '../../../shared/format/money';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { WebDish } from '../dish-like';
import { activeGroups, type DishSelectionValue } from '../dish-selection-value';
import { QuantityStepper } from './quantity-stepper';
// Registers the diner.dish texts this form and its quantity stepper show.
import '../dish-texts';

function groupHint(group: MenuGroup, t: (key: string, o?: Record<string, unknown>) => string): string | null {
  const min = group.force_min;
  const max = group.force_max;
  if (min > 0 && max > 0)
    return min === max
      ? t('diner.dish.chooseExactly', { count: min })
      : t('diner.dish.chooseBetween', { min, max });
  if (max > 0) return t('diner.dish.chooseUpTo', { max });
  if (min > 0) return t('diner.dish.chooseAtLeast', { min });
  return null;
}

function Section({
  title,
  extra,
  children,
  id,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  id: string;
}) {
  return (
    <Box
      component="fieldset"
      aria-labelledby={id}
      sx={{ border: 0, m: 0, p: 0, py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography id={id} component="legend" variant="subtitle1" sx={{ fontWeight: 600, float: 'left' }}>
          {title}
        </Typography>
        {extra}
      </Box>
      {children}
    </Box>
  );
}

const priceSuffix = (price: number, symbol: string) => (price !== 0 ? ` +${formatCents(price, symbol)}` : '');

export interface DishSelectionFormProps {
  /** The dish as the selection rules see it (toDishLike). */
  dish: WebDish;
  value: DishSelectionValue;
  /** Called with an update of the value (a useState setter fits). */
  onChange: (update: (value: DishSelectionValue) => DishSelectionValue) => void;
  currencySymbol: string;
  /** Offer the line's Takeaway box. */
  takeawayAllowed?: boolean;
}

/**
 * The choosing part of a dish screen (diner.md §4 "Dish selection", §5 "Dish"): sizes, option groups
 * under their rules (the domain's startSelection, chooseSize, toggleOption, setOptionQuantity),
 * quantity, special instructions and, when allowed, Takeaway. The diner's dish page and the POS's
 * dish dialog both use it, so a dish is chosen by the same rules everywhere.
 */
export function DishSelectionForm({
  dish,
  value,
  onChange,
  currencySymbol: symbol,
  takeawayAllowed = false,
}: DishSelectionFormProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const { selection, quantity, instructions, isTakeaway } = value;
  const groups = activeGroups(dish, selection);
  const setSelection = (update: (s: DishSelection) => DishSelection) =>
    onChange((v) => ({ ...v, selection: update(v.selection) }));

  const chosen = (groupId: string, optionId: string) =>
    selection.options.find((o) => o.groupId === groupId && o.id === optionId)?.quantity ?? 0;
  const groupTotal = (groupId: string) =>
    selection.options.filter((o) => o.groupId === groupId).reduce((s, o) => s + o.quantity, 0);

  return (
    <>
      {dish.sizes.length > 0 ? (
        <Section
          id={`${baseId}-sizes`}
          title={t('diner.dish.sizes')}
          extra={<Chip size="small" color="primary" label={t('diner.dish.required')} />}
        >
          <RadioGroup
            aria-labelledby={`${baseId}-sizes`}
            value={selection.size?.id ?? ''}
            onChange={(_e, id) => setSelection((s) => chooseSize(dish, s, id))}
          >
            {dish.sizes.map((s) => (
              <FormControlLabel
                key={s.id}
                value={s.id}
                control={<Radio />}
                label={`${s.name}${s.altName ? ` ${s.altName}` : ''} ${formatCents(s.price, symbol)}`}
                sx={{ minHeight: 44 }}
              />
            ))}
          </RadioGroup>
        </Section>
      ) : null}

      {groups.map((g) => {
        const id = `${baseId}-group-${g.id}`;
        const total = groupTotal(g.id);
        const full = g.force_max > 0 && total >= g.force_max;
        const hint = groupHint(g, t as never);
        const extra = (
          <>
            <Chip
              size="small"
              color={g.required ? 'primary' : 'default'}
              variant={g.required ? 'filled' : 'outlined'}
              label={g.required ? t('diner.dish.required') : t('diner.dish.optional')}
            />
            {hint ? (
              <Typography variant="caption" color="text.secondary">
                {hint}
              </Typography>
            ) : null}
          </>
        );
        const title = g.altName ? `${g.name} ${g.altName}` : g.name;
        if (g.allow_quantity) {
          return (
            <Section key={g.id} id={id} title={title} extra={extra}>
              {g.options.map((o) => {
                const q = chosen(g.id, o.id);
                return (
                  <Box
                    key={o.id}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      minHeight: 52,
                    }}
                  >
                    <Typography>
                      {o.name}
                      {priceSuffix(o.price, symbol)}
                    </Typography>
                    <QuantityStepper
                      label={o.name}
                      value={q}
                      min={0}
                      max={full && g.force_max !== 1 ? q : undefined}
                      onChange={(v) => setSelection((s) => setOptionQuantity(s, g, o.id, v))}
                    />
                  </Box>
                );
              })}
            </Section>
          );
        }
        if (g.force_max === 1) {
          const picked = selection.options.find((o) => o.groupId === g.id)?.id ?? '';
          return (
            <Section key={g.id} id={id} title={title} extra={extra}>
              <RadioGroup aria-labelledby={id} value={picked}>
                {g.options.map((o) => (
                  <FormControlLabel
                    key={o.id}
                    value={o.id}
                    control={
                      <Radio
                        onClick={() =>
                          setSelection((s) =>
                            // A second tap clears an optional single choice.
                            picked === o.id && !g.required
                              ? setOptionQuantity(s, g, o.id, 0)
                              : setOptionQuantity(s, g, o.id, 1),
                          )
                        }
                      />
                    }
                    label={`${o.name}${priceSuffix(o.price, symbol)}`}
                    sx={{ minHeight: 44 }}
                  />
                ))}
              </RadioGroup>
            </Section>
          );
        }
        return (
          <Section key={g.id} id={id} title={title} extra={extra}>
            <Box sx={{ display: 'flex', flexDirection: 'column' }}>
              {g.options.map((o) => {
                const checked = chosen(g.id, o.id) > 0;
                return (
                  <FormControlLabel
                    key={o.id}
                    control={
                      <Checkbox
                        checked={checked}
                        onChange={() => setSelection((s) => toggleOption(s, g, o.id))}
                      />
                    }
                    disabled={!checked && full}
                    label={`${o.name}${priceSuffix(o.price, symbol)}`}
                    sx={{ minHeight: 44 }}
                  />
                );
              })}
            </Box>
          </Section>
        );
      })}

      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {t('diner.dish.quantity')}
        </Typography>
        <QuantityStepper
          label={t('diner.dish.quantity')}
          value={quantity}
          min={1}
          onChange={(q) => onChange((v) => ({ ...v, quantity: Math.max(1, q) }))}
        />
      </Box>

      <Box sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <TextField
          label={t('diner.dish.specialInstructions')}
          value={instructions}
          onChange={(e) => {
            const text = e.target.value.slice(0, SPECIAL_INSTRUCTIONS_MAX);
            onChange((v) => ({ ...v, instructions: text }));
          }}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: SPECIAL_INSTRUCTIONS_MAX } }}
          helperText={`${instructions.length}/${SPECIAL_INSTRUCTIONS_MAX}`}
        />
        {takeawayAllowed ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={isTakeaway}
                onChange={(e) => {
                  const checked = e.target.checked;
                  onChange((v) => ({ ...v, isTakeaway: checked }));
                }}
              />
            }
            label={t('diner.dish.takeaway')}
            sx={{ mt: 1, minHeight: 44 }}
          />
        ) : null}
      </Box>
    </>
  );
}
