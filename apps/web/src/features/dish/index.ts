// What other features may use of the dish screen: choosing a dish under the diner's rules (the POS's
// dish dialog uses the same form as the diner's dish page, decision 0147).
export { DishSelectionForm, type DishSelectionFormProps } from './components/dish-selection-form';
export { QuantityStepper } from './components/quantity-stepper';
export { toDishLike, type WebDish } from './dish-like';
export {
  type ChosenDish,
  type ChosenOptionLine,
  type ChosenSize,
  chosenDish,
  type DishSelectionValue,
  initialDishSelection,
} from './dish-selection-value';
