// The maps feature as other features use it.
export type { AddressAutocompleteFieldProps, AddressChange } from './address-autocomplete-field';
export { AddressAutocompleteField } from './address-autocomplete-field';
