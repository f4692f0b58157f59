/**
 * English texts of the dish page (`diner.dish.*`), registered by features/dish/dish-texts.ts when the
 * dish components first load: the menu, the diner's first page, does without them. Their zh texts
 * are in the lazily loaded zh table with the rest.
 */
export const enDish = {
  sizes: 'Size',
  required: 'Required',
  optional: 'Optional',
  chooseUpTo: 'Choose up to {{max}}',
  chooseAtLeast: 'Choose at least {{min}}',
  chooseBetween: 'Choose {{min}} to {{max}}',
  chooseOne: 'Choose 1',
  chooseExactly: 'Choose {{count}}',
  addToCart: 'Add to cart',
  notFound: 'This dish is no longer on the menu.',
  quantity: 'Quantity',
  increase: 'Increase {{name}}',
  decrease: 'Decrease {{name}}',
  specialInstructions: 'Special instructions',
  add: 'Add {{price}}',
  selectionInvalid: 'Please select the required options and options maximum quantity!',
  takeaway: 'Takeaway',
  added: 'Added to cart',
  back: 'Back to the menu',
  loading: 'Loading the dish',
};
