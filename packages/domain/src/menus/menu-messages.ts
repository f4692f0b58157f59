/**
 * Message texts of menu management (restaurant-config.md §5 and §8), verbatim, misspellings
 * included: the server answers them as `{code, message}` and the staff screens show them.
 */
export const MENU_MESSAGES = {
  // §5 Menu
  menuNameRequired: 'Please enter a menu name.',
  menuNotFound: 'Menu not found',
  notYourMenu: 'This menu belongs to another restaurant.',
  selectRestaurant: 'Please select a restaurant.',
  selectMenu: 'Please select a menu first.',
  qrTypeRequired: 'Please select a QR code type for this menu.',
  oneMenuKind: 'Only one of Main, Second, Third, Fourth and Fifth can be chosen.',
  csvFileRequired: 'Please choose a csv file.',
  invalidImage: 'Please select a valid image file (JPG, PNG, etc.)',
  wrongImageFormat: 'Wrong Image Format || Supported Format are PNG and JPG',
  imageTooLarge: 'The image is too large (at most 2 MB).',
  // §5 Category
  categoryNameRequired: 'Please enter a category name.',
  cookingPriorityInteger: 'Please input an interger for the cooking priority',
  categoryNotFound: 'Category not found',
  // §5 Item
  itemNameRequired: 'Please enter a name.',
  priceInvalid: 'Please enter a valiad number in the price field.',
  sizeNameAndPrice: 'Every size needs a name and a price.',
  oneDefaultSize: 'Only one size can be default',
  printCategoryRequired: 'Please select a print cooking category or print categories.',
  unknownPrintCategory: 'Unknown print category.',
  unknownTag: 'Unknown tag.',
  itemNotFound: 'Item not found',
  visibilityWindow: 'The time range must lie within 0 to 2880 minutes, in steps of 15.',
  // §5 Group and Option
  groupNameRequired: 'Please enter a group name.',
  groupMinMax: 'Force min and force max must be 0 or more, and min not above max.',
  groupNotFound: 'Group not found',
  optionNameRequired: 'Please enter an option name.',
  optionPriceInvalid: 'Please enter a valid positive number',
  linkedItemRequired: 'Please select an item to link.',
  noBrokenLinks: 'No broken links found',
  // §5 Cooking category
  cookingNameRequired: 'The category name cannot be empty.',
  printCopiesPositive: 'The print copies should be a positive integer.',
  cookingExists: 'The category alreay exists.',
  cookingNotFound: 'Cooking category not found',
  // §5 Service availability
  timeFormat: 'Times must be 24-hour HH:mm.',
  // §8 failures (the CSV upload's wrong-format answer)
  postingFailed: 'Error in posting the data',
  // §8 successes
  updated: 'Updated successfully!',
  deleted: 'Deleted successfully!',
  sent: 'Sent successfully!',
  published: 'Published successfully!',
  unpublished: 'Unpublished successfully!',
  saved: 'Saved successfully!',
  uploaded: 'Uploaded successfully',
  linksRefreshed: 'Option links refreshed successfully',
  serviceAvailabilityUpdated: 'Service availability updated successfully',
} as const;
