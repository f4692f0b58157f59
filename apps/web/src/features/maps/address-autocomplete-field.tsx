import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MapsAddress, MapsSuggestion } from '@rpos/domain';
import { useRef, useState } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useAddressSuggestions } from './api/use-address-suggestions';
import { useFetchPlace } from './api/use-fetch-place';
import { useDebouncedValue } from './use-debounced-value';

/** What the field reports: the address line, and for a chosen suggestion its postcode and §3 Address. */
export interface AddressChange {
  address: string;
  /** Set only when a suggestion was chosen (its postal code). */
  postcode?: string;
  /** The chosen suggestion's address; null when the diner typed (or is typing) by hand. */
  addressObject: MapsAddress | null;
}

export interface AddressAutocompleteFieldProps {
  label: string;
  /** The address line as typed or chosen. */
  value: string;
  onChange: (change: AddressChange) => void;
  /** The restaurant's url identifier: suggestions near it come first. */
  restaurantId?: string;
  error?: boolean;
  helperText?: string;
  maxLength?: number;
  required?: boolean;
  name?: string;
  /** Wait this long after the last keystroke before searching. */
  debounceMs?: number;
}

const newSessionToken = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The delivery address with suggestions from GET /maps/autocomplete (debounced), free text always
 * allowed. Choosing a suggestion reads GET /maps/place and reports its one-line address, postcode and
 * structured address; one session token covers a search and the choice that ends it.
 */
export function AddressAutocompleteField({
  label,
  value,
  onChange,
  restaurantId,
  error,
  helperText,
  maxLength,
  required,
  name,
  debounceMs = 300,
}: AddressAutocompleteFieldProps) {
  const { t } = useTranslation();
  const sessionToken = useRef(newSessionToken());
  /**
   * Texts not to search: a chosen suggestion's description and its place's line, or the address the
   * field started with (a returning diner's), until the diner types.
   */
  const [chosenTexts, setChosenTexts] = useState<string[] | null>(() => (value.trim() ? [value] : null));
  const [selected, setSelected] = useState<MapsSuggestion | null>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const debounced = useDebouncedValue(value, debounceMs);
  const suggestions = useAddressSuggestions(debounced, {
    restaurantId,
    sessionToken: sessionToken.current,
    enabled: !chosenTexts?.includes(debounced),
  });
  const fetchPlace = useFetchPlace(restaurantId);
  const options = chosenTexts === null ? (suggestions.data?.suggestions ?? []) : [];
  const loading = suggestions.isFetching || lookingUp;
  const searchError = suggestions.isError && isApiError(suggestions.error) ? suggestions.error.message : null;
  const shownHelper = error ? helperText : (lookupError ?? searchError ?? helperText);

  async function choose(option: MapsSuggestion) {
    setSelected(option);
    setChosenTexts([option.description]);
    setLookupError(null);
    onChange({ address: option.description, addressObject: null });
    setLookingUp(true);
    try {
      const place = await fetchPlace(option.placeId, sessionToken.current);
      setChosenTexts([option.description, place.formatted]);
      onChange({
        address: place.formatted,
        postcode: place.address.postalCode,
        addressObject: place.address,
      });
    } catch (e) {
      // The description stays as a typed address: the diner can still order.
      setLookupError(isApiError(e) ? e.message : t('common.somethingWentWrong'));
    } finally {
      setLookingUp(false);
      // The session ends with the choice; the next search starts a new one.
      sessionToken.current = newSessionToken();
    }
  }

  return (
    <Autocomplete<MapsSuggestion, false, false, true>
      freeSolo
      options={options}
      value={selected}
      inputValue={value}
      filterOptions={(x) => x}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.description)}
      isOptionEqualToValue={(a, b) => typeof b !== 'string' && a.placeId === b.placeId}
      loading={loading}
      loadingText={t('common.loading')}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'input' && reason !== 'clear') return;
        setChosenTexts(null);
        setSelected(null);
        setLookupError(null);
        onChange({ address: maxLength ? text.slice(0, maxLength) : text, addressObject: null });
      }}
      onChange={(_event, option) => {
        if (option && typeof option !== 'string') void choose(option);
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest}>
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {option.mainText}
              </Typography>
              {option.secondaryText && (
                <Typography variant="caption" color="text.secondary">
                  {option.secondaryText}
                </Typography>
              )}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          required={required}
          error={error}
          helperText={shownHelper}
          autoComplete="street-address"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={18} aria-label={t('common.loading')} />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, maxLength },
          }}
        />
      )}
    />
  );
}
