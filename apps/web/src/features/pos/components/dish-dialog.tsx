import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type AllergenDef, type MenuItem, SELECTION_INVALID_MESSAGE } from '@rpos/domain';
import { useId, useMemo, useState } from 'react';
import { formatCents } from '../../../shared/format/money';
import {
  type ChosenDish,
  chosenDish,
  DishSelectionForm,
  type DishSelectionValue,
  initialDishSelection,
  toDishLike,
  type WebDish,
} from '../../dish';
import type { TicketLine } from '../model/ticket';
import { usePosT } from '../pos-texts';
import { chosenAllergens, PosAllergenChips } from './pos-allergens';

/** A chosen dish as a ticket line (names for the screen, ids for the server). */
export function ticketLineOf(item: MenuItem, chosen: ChosenDish, value: DishSelectionValue): TicketLine {
  return {
    key: crypto.randomUUID(),
    dishId: item.id,
    name: item.name,
    size: chosen.size ? { id: chosen.size.id, name: chosen.size.name } : null,
    options: chosen.options.map((o) => ({
      id: o.id,
      groupId: o.groupId,
      name: o.name,
      quantity: o.quantity,
    })),
    unitPrice: chosen.subTotal,
    quantity: value.quantity,
    notes: value.instructions.trim(),
    isTakeaway: value.isTakeaway,
  };
}

/** Does the dish need choosing (a size or an option group), or can a tap add it as it is? */
export function needsChoosing(dish: WebDish): boolean {
  return dish.sizes.length > 0 || dish.groups.length > 0;
}

/** A dish without sizes or groups, as one line with the menu's defaults. */
export function plainTicketLine(item: MenuItem): TicketLine {
  const dish = toDishLike(item);
  const value = initialDishSelection(dish);
  return ticketLineOf(item, chosenDish(dish, value.selection), value);
}

/**
 * The dish's option picker (decision 0147): the diner's dish screen's DishSelectionForm, so sizes and
 * option groups follow the same rules; Add is enabled only when the selection is complete.
 */
export function DishDialog({
  item,
  ownAllergens,
  currencySymbol,
  takeawayAllowed,
  onAdd,
  onClose,
}: {
  item: MenuItem | null;
  /** The menu's own allergens, for their names (decision 0599). */
  ownAllergens?: readonly AllergenDef[];
  currencySymbol: string;
  takeawayAllowed: boolean;
  onAdd: (line: TicketLine) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={!!item} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      {item ? (
        <DishChooser
          key={item.id}
          item={item}
          ownAllergens={ownAllergens}
          titleId={titleId}
          currencySymbol={currencySymbol}
          takeawayAllowed={takeawayAllowed}
          onAdd={onAdd}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function DishChooser({
  item,
  ownAllergens,
  titleId,
  currencySymbol,
  takeawayAllowed,
  onAdd,
  onClose,
}: {
  item: MenuItem;
  ownAllergens?: readonly AllergenDef[];
  titleId: string;
  currencySymbol: string;
  takeawayAllowed: boolean;
  onAdd: (line: TicketLine) => void;
  onClose: () => void;
}) {
  const t = usePosT();
  const hintId = useId();
  const dish = useMemo(() => toDishLike(item), [item]);
  const [value, setValue] = useState(() => initialDishSelection(dish));
  const chosen = chosenDish(dish, value.selection);
  const allowTakeaway = takeawayAllowed && !item.isTakeawayDisabled;
  const allergens = chosenAllergens(
    item,
    chosen.options.map((o) => o.id),
  );
  const add = () => {
    if (!chosen.complete) return;
    onAdd(ticketLineOf(item, chosen, { ...value, isTakeaway: allowTakeaway && value.isTakeaway }));
  };
  return (
    <>
      <DialogTitle id={titleId}>
        {item.name}
        {item.altName ? (
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            {item.altName}
          </Typography>
        ) : null}
        <PosAllergenChips codes={allergens} own={ownAllergens} />
      </DialogTitle>
      <DialogContent dividers>
        <DishSelectionForm
          dish={dish}
          value={value}
          onChange={setValue}
          currencySymbol={currencySymbol}
          takeawayAllowed={allowTakeaway}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {!chosen.complete ? (
          <Typography id={hintId} variant="body2" color="error" role="status" sx={{ mr: 'auto' }}>
            {SELECTION_INVALID_MESSAGE}
          </Typography>
        ) : null}
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={add}
          disabled={!chosen.complete}
          aria-describedby={!chosen.complete ? hintId : undefined}
          sx={{ minHeight: 44 }}
        >
          {t('addToTicket', { price: formatCents(chosen.subTotal * value.quantity, currencySymbol) })}
        </Button>
      </DialogActions>
    </>
  );
}
