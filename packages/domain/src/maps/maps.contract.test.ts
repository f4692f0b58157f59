import { describe, expect, it } from 'vitest';
import {
  formatAddressLine,
  MAPS_MESSAGES,
  MapsAddress,
  MapsAutocompleteQuery,
  MapsPlaceQuery,
} from './maps.contract';

describe('maps contract', () => {
  it('takes 3 to 200 characters of input, trimmed', () => {
    expect(MapsAutocompleteQuery.parse({ input: '  12 George  ' }).input).toBe('12 George');
    const short = MapsAutocompleteQuery.safeParse({ input: ' ab ' });
    expect(short.error?.issues[0]?.message).toBe(MAPS_MESSAGES.inputTooShort);
    const long = MapsAutocompleteQuery.safeParse({ input: 'x'.repeat(201) });
    expect(long.error?.issues[0]?.message).toBe(MAPS_MESSAGES.inputTooLong);
    expect(MapsAutocompleteQuery.safeParse({}).error?.issues[0]?.message).toBe(MAPS_MESSAGES.inputTooShort);
  });

  it('needs a place id and refuses odd session tokens', () => {
    expect(MapsPlaceQuery.safeParse({ placeId: ' ' }).error?.issues[0]?.message).toBe(
      MAPS_MESSAGES.placeIdRequired,
    );
    expect(MapsPlaceQuery.safeParse({ placeId: 'abc', sessionToken: 'a b' }).success).toBe(false);
    expect(MapsPlaceQuery.parse({ placeId: 'abc', sessionToken: 'f0e1-d2' }).sessionToken).toBe('f0e1-d2');
  });

  it('writes an address the Australian way', () => {
    const a = MapsAddress.parse({
      country: 'Australia',
      countryCode: 'AU',
      line1: '12 George St',
      line2: '',
      line3: '',
      city: 'Sydney',
      stateOrProvince: 'New South Wales',
      stateOrProvinceCode: 'NSW',
      postalCode: '2000',
      location: null,
    });
    expect(formatAddressLine(a)).toBe('12 George St, Sydney NSW 2000');
    expect(formatAddressLine({ ...a, line1: ' ' })).toBe('Sydney NSW 2000');
  });
});
