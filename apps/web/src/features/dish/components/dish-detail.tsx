import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CartItem,
  chooseSize,
  type DinerRestaurant,
  type DishSelection,
  isLineTakeawayAllowed,
  isRestaurantOpen,
  isSelectionComplete,
  type MenuGroup,
  type MenuItem,
  type OnlineTable,
  SPECIAL_INSTRUCTIONS_MAX,
  selectionSubTotal,
  setOptionQuantity,
  startSelection,
  toggleOption,
} from '@rpos/domain';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { formatCents } from '../../../shared/format/money';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DishTags } from '../../online/components/dish-tags';
import { toDishLike } from '../dish-like';
import { QuantityStepper } from './quantity-stepper';
// Registers the diner.dish texts this component and its quantity stepper show.
import '../dish-texts';

export interface DishDetailProps {
  item: MenuItem;
  restaurant: DinerRestaurant;
  table: OnlineTable;
  /** Ordering closed by the QR settings (flag or disabled date). */
  orderingClosed: boolean;
  onAdd: (line: CartItem) => void;
  /** "Now" for the open-state check (tests). */
  now?: Date;
}

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

/**
 * Dish detail (diner.md §2 "Dish detail", §4 "Dish selection", §5 "Dish"): sizes, option groups,
 * quantity, special instructions and the Add button with the live line total.
 */
export function DishDetail({ item, restaurant, table, orderingClosed, onAdd, now }: DishDetailProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const dish = useMemo(() => toDishLike(item), [item]);
  const [selection, setSelection] = useState<DishSelection>(() => startSelection(dish));
  const [quantity, setQuantity] = useState(1);
  const [instructions, setInstructions] = useState('');
  const [isTakeaway, setTakeaway] = useState(false);
  const symbol = restaurant.currencySymbol;

  const sizeGroups = dish.sizes.find((s) => s.id === selection.size?.id)?.groups ?? [];
  const groups = [...dish.groups, ...sizeGroups];
  const subTotal = selectionSubTotal(dish, selection);
  const complete = isSelectionComplete(dish, selection);
  const merchantOpen = isRestaurantOpen(restaurant, now ?? new Date());
  const takeawayAllowed =
    isLineTakeawayAllowed(table.type, restaurant.onlineSettings) && !item.isTakeawayDisabled;
  const canAdd = complete && merchantOpen && !orderingClosed;
  const image = item.image ?? item.thumbImage;
  const hintId = `${baseId}-hint`;

  const chosen = (groupId: string, optionId: string) =>
    selection.options.find((o) => o.groupId === groupId && o.id === optionId)?.quantity ?? 0;
  const groupTotal = (groupId: string) =>
    selection.options.filter((o) => o.groupId === groupId).reduce((s, o) => s + o.quantity, 0);

  const add = () => {
    if (!canAdd) return;
    const size = dish.sizes.find((s) => s.id === selection.size?.id);
    const sizeLine = size ? { id: size.id, name: size.name, altName: size.altName, price: size.price } : null;
    const options = selection.options.map((o) => {
      const option = groups.find((g) => g.id === o.groupId)?.options.find((x) => x.id === o.id);
      return { id: o.id, groupId: o.groupId, name: option?.name ?? '', price: o.price, quantity: o.quantity };
    });
    onAdd({
      id: crypto.randomUUID(),
      dish: {
        id: item.id,
        name: item.name,
        altName: item.altName,
        price: item.price,
        image: item.thumbImage ?? item.image,
      },
      size: sizeLine,
      options,
      subTotal,
      specialInstructions: instructions.trim(),
      isTakeaway: takeawayAllowed && isTakeaway,
      quantity,
    } as CartItem);
  };

  return (
    <Box sx={{ pb: 12 }}>
      {image ? (
        <Box
          component="img"
          src={image}
          alt={item.name}
          width={800}
          height={450}
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            bgcolor: 'action.hover',
          }}
        />
      ) : null}
      <Box sx={{ px: 2, pt: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {item.name}
        </Typography>
        {item.altName ? <Typography color="text.secondary">{item.altName}</Typography> : null}
        {item.description ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {item.description}
          </Typography>
        ) : null}
        <DishTags tags={item.tags} />
        {!merchantOpen ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('diner.merchantClosed')}
          </Alert>
        ) : orderingClosed ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('diner.orderingClosed')}
          </Alert>
        ) : null}

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
            const value = selection.options.find((o) => o.groupId === g.id)?.id ?? '';
            return (
              <Section key={g.id} id={id} title={title} extra={extra}>
                <RadioGroup aria-labelledby={id} value={value}>
                  {g.options.map((o) => (
                    <FormControlLabel
                      key={o.id}
                      value={o.id}
                      control={
                        <Radio
                          onClick={() =>
                            setSelection((s) =>
                              // A second tap clears an optional single choice.
                              value === o.id && !g.required
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
            onChange={(v) => setQuantity(Math.max(1, v))}
          />
        </Box>

        <Box sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <TextField
            label={t('diner.dish.specialInstructions')}
            value={instructions}
            onChange={(e) => setInstructions(e.target.value.slice(0, SPECIAL_INSTRUCTIONS_MAX))}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: SPECIAL_INSTRUCTIONS_MAX } }}
            helperText={`${instructions.length}/${SPECIAL_INSTRUCTIONS_MAX}`}
          />
          {takeawayAllowed ? (
            <FormControlLabel
              control={<Checkbox checked={isTakeaway} onChange={(e) => setTakeaway(e.target.checked)} />}
              label={t('diner.dish.takeaway')}
              sx={{ mt: 1, minHeight: 44 }}
            />
          ) : null}
        </Box>
      </Box>

      <Box
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 5,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          p: 1.5,
          pb: 'calc(12px + env(safe-area-inset-bottom))',
        }}
      >
        <Box sx={{ maxWidth: 720, mx: 'auto' }}>
          {!complete ? (
            <Typography id={hintId} variant="body2" color="error" sx={{ mb: 1 }} role="status">
              {t('diner.dish.selectionInvalid')}
            </Typography>
          ) : null}
          <Button
            variant="contained"
            size="large"
            fullWidth
            disabled={!canAdd}
            onClick={add}
            aria-describedby={!complete ? hintId : undefined}
            sx={{ minHeight: 52, fontWeight: 700 }}
          >
            {t('diner.dish.add', { price: formatCents(subTotal * quantity, symbol) })}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
