import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  type CartItem,
  type DinerRestaurant,
  effectiveAllergens,
  isLineTakeawayAllowed,
  isRestaurantOpen,
  type MenuItem,
  type OnlineTable,
} from '@rpos/domain';
import { useId, useMemo, useState } from 'react';
import { formatCents } from '../../../shared/format/money';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RenderAfterPage } from '../../../shared/ui/first-screen-handover';
import { AllergenBadges } from '../../online/components/allergen-badges';
import { DishTags } from '../../online/components/dish-tags';
import { toDishLike } from '../dish-like';
import { chosenDish, initialDishSelection } from '../dish-selection-value';
import { DishSelectionForm } from './dish-selection-form';
// Registers the diner.dish texts this component shows.
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

/**
 * Dish detail (diner.md §2 "Dish detail", §4 "Dish selection", §5 "Dish"): sizes, option groups,
 * quantity, special instructions and the Add button with the live line total.
 */
export function DishDetail({ item, restaurant, table, orderingClosed, onAdd, now }: DishDetailProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const dish = useMemo(() => toDishLike(item), [item]);
  const [value, setValue] = useState(() => initialDishSelection(dish));
  const symbol = restaurant.currencySymbol;
  const { size, options, subTotal, complete } = chosenDish(dish, value.selection);
  // The allergens of the dish as chosen: an option can take one away or add one (decision 0564).
  const allergens = useMemo(() => {
    const all = [...item.groups, ...item.sizes.flatMap((s) => s.groups)].flatMap((g) => g.options);
    return effectiveAllergens(
      item,
      options.map((o) => ({ allergens: all.find((x) => x.id === o.id)?.allergens })),
    );
  }, [item, options]);
  const merchantOpen = isRestaurantOpen(restaurant, now ?? new Date());
  const takeawayAllowed =
    isLineTakeawayAllowed(table.type, restaurant.onlineSettings) && !item.isTakeawayDisabled;
  const canAdd = complete && merchantOpen && !orderingClosed;
  const image = item.image ?? item.thumbImage;
  const hintId = `${baseId}-hint`;

  const add = () => {
    if (!canAdd) return;
    onAdd({
      id: crypto.randomUUID(),
      dish: {
        id: item.id,
        name: item.name,
        altName: item.altName,
        price: item.price,
        image: item.thumbImage ?? item.image,
      },
      size,
      options,
      subTotal,
      specialInstructions: value.instructions.trim(),
      isTakeaway: takeawayAllowed && value.isTakeaway,
      quantity: value.quantity,
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
          // The page's largest paint: fetched first, from the server's copy of the page (decision 0606).
          fetchPriority="high"
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
        {/* While the page takes over from the server's copy, the dish renders first, its tags and
            the Add bar a task later, its sizes and options a task after that (decision 0610). */}
        <RenderAfterPage>
          <DishTags tags={item.tags} />
          <AllergenBadges codes={allergens} />
          {!merchantOpen ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('diner.merchantClosed')}
            </Alert>
          ) : orderingClosed ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('diner.orderingClosed')}
            </Alert>
          ) : null}
        </RenderAfterPage>

        <RenderAfterPage step={2}>
          <DishSelectionForm
            dish={dish}
            value={value}
            onChange={setValue}
            currencySymbol={symbol}
            takeawayAllowed={takeawayAllowed}
          />
        </RenderAfterPage>
      </Box>

      <RenderAfterPage>
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
              {t('diner.dish.add', { price: formatCents(subTotal * value.quantity, symbol) })}
            </Button>
          </Box>
        </Box>
      </RenderAfterPage>
    </Box>
  );
}
