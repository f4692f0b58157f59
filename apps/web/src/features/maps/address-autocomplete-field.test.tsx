import type { MapsPlaceResponse } from '@rpos/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { TestProviders, testQueryClient } from '../../test/render';
import { AddressAutocompleteField, type AddressChange } from './address-autocomplete-field';

const SYDNEY_ID = 'offline:sydney';
const SUGGESTIONS = {
  suggestions: [
    {
      placeId: SYDNEY_ID,
      description: '12 George St, Sydney NSW 2000',
      mainText: '12 George St',
      secondaryText: 'Sydney NSW 2000',
    },
    {
      placeId: 'offline:haymarket',
      description: '12 George St, Haymarket NSW 2000',
      mainText: '12 George St',
      secondaryText: 'Haymarket NSW 2000',
    },
  ],
};
const PLACE: MapsPlaceResponse = {
  placeId: SYDNEY_ID,
  address: {
    country: 'Australia',
    countryCode: 'AU',
    line1: '12 George St',
    line2: '',
    line3: '',
    city: 'Sydney',
    stateOrProvince: 'New South Wales',
    stateOrProvinceCode: 'NSW',
    postalCode: '2000',
    location: { lat: -33.8688, lng: 151.2093 },
  },
  formatted: '12 George St, Sydney NSW 2000',
};

/** The field as the checkout holds it: the address in state, every change recorded. */
function Harness({
  onChange,
  debounceMs = 0,
}: {
  onChange: (c: AddressChange) => void;
  debounceMs?: number;
}) {
  const [address, setAddress] = useState('');
  return (
    <AddressAutocompleteField
      label="Delivery address"
      value={address}
      onChange={(c) => {
        setAddress(c.address);
        onChange(c);
      }}
      restaurantId="goldendragon"
      maxLength={300}
      debounceMs={debounceMs}
    />
  );
}

function renderField(debounceMs?: number) {
  const onChange = vi.fn<(c: AddressChange) => void>();
  render(
    <TestProviders client={testQueryClient()}>
      <Harness onChange={onChange} debounceMs={debounceMs} />
    </TestProviders>,
  );
  const input = screen.getByRole('combobox', { name: /delivery address/i });
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { onChange, input, type };
}

const autocompleteCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/api/maps/autocomplete');

describe('AddressAutocompleteField', () => {
  it('suggests addresses and, on a choice, reports the place address, postcode and addressObject', async () => {
    const { calls } = mockFetch({
      'GET /api/maps/autocomplete': { body: SUGGESTIONS },
      'GET /api/maps/place': { body: PLACE },
    });
    const { onChange, input, type } = renderField();
    type('12 George St Syd');
    const option = await screen.findByRole('option', { name: /Sydney NSW 2000/ });
    const [search] = autocompleteCalls(calls);
    expect(search!.url.searchParams.get('input')).toBe('12 George St Syd');
    expect(search!.url.searchParams.get('restaurantId')).toBe('goldendragon');
    const token = search!.url.searchParams.get('sessionToken');
    expect(token).toMatch(/^[\w-]{8,}$/);

    fireEvent.click(option);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        address: '12 George St, Sydney NSW 2000',
        postcode: '2000',
        addressObject: PLACE.address,
      }),
    );
    expect(input).toHaveValue('12 George St, Sydney NSW 2000');
    const place = calls.find((c) => c.path === '/api/maps/place')!;
    expect(place.url.searchParams.get('placeId')).toBe(SYDNEY_ID);
    expect(place.url.searchParams.get('sessionToken')).toBe(token);
    // The chosen address is not searched again.
    expect(autocompleteCalls(calls)).toHaveLength(1);
  });

  it('shows a progress indicator while suggestions load', async () => {
    let answer: (v: { body: unknown }) => void = () => {};
    mockFetch({ 'GET /api/maps/autocomplete': () => new Promise((ok) => (answer = ok)) });
    const { type } = renderField();
    type('Bondi');
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    answer({ body: { suggestions: [] } });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('waits for the diner to stop typing before searching (one call for a burst)', async () => {
    const { calls } = mockFetch({ 'GET /api/maps/autocomplete': { body: SUGGESTIONS } });
    const { type } = renderField(300);
    type('12 G');
    type('12 Ge');
    type('12 George');
    await screen.findByRole('option', { name: /Haymarket/ }, { timeout: 5_000 });
    const searches = autocompleteCalls(calls);
    expect(searches).toHaveLength(1);
    expect(searches[0]!.url.searchParams.get('input')).toBe('12 George');
  });

  it('keeps a hand-typed address, with no addressObject, and does not search under 3 characters', async () => {
    const { calls } = mockFetch({ 'GET /api/maps/autocomplete': { body: { suggestions: [] } } });
    const { onChange, input, type } = renderField();
    type('12');
    type('Lot 7 Outback Track, Nowhere');
    await waitFor(() => expect(autocompleteCalls(calls)).toHaveLength(1));
    expect(autocompleteCalls(calls)[0]!.url.searchParams.get('input')).toBe('Lot 7 Outback Track, Nowhere');
    expect(onChange).toHaveBeenLastCalledWith({
      address: 'Lot 7 Outback Track, Nowhere',
      addressObject: null,
    });
    expect(input).toHaveValue('Lot 7 Outback Track, Nowhere');
  });

  it("shows the server's message when the search fails, and keeps the text", async () => {
    mockFetch({
      'GET /api/maps/autocomplete': {
        status: 502,
        body: {
          code: 'MAPS_UNAVAILABLE',
          message: 'Address search is unavailable right now. Please type the address by hand.',
        },
      },
    });
    const { input, type } = renderField();
    type('12 George St');
    expect(
      await screen.findByText('Address search is unavailable right now. Please type the address by hand.'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('12 George St');
  });

  it('keeps the suggestion text when the place cannot be read, and says why', async () => {
    mockFetch({
      'GET /api/maps/autocomplete': { body: SUGGESTIONS },
      'GET /api/maps/place': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'That address could not be found.' },
      },
    });
    const { onChange, input, type } = renderField();
    type('12 George St');
    const listbox = await screen.findByRole('listbox');
    fireEvent.click(within(listbox).getByRole('option', { name: /Haymarket/ }));
    expect(await screen.findByText('That address could not be found.')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({
      address: '12 George St, Haymarket NSW 2000',
      addressObject: null,
    });
    expect(input).toHaveValue('12 George St, Haymarket NSW 2000');
  });
});
