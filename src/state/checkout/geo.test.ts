// §4.4 'Address search' through the store with fetch stubbed: the 1000 ms debounce, the §5.3
// thresholds, 'expand search' with its session token reused until a place is chosen, a place_id
// suggestion's details, typing clearing the place, and §8 failures counting as searched.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_SCREENS as S } from '../../domain/checkout-flow';
import { TIMINGS } from '../../domain/constants';
import { makeCompany, makeSettings } from '../../domain/order-taking.fixtures';
import { app, hold } from '../app';
import {
  addressSearch,
  chooseSuggestion,
  expandSearch,
  resetAddressSearch,
  runSearch,
  submitAddressSearch,
  typeAddress,
} from './geo';
import { clearCheckout, setScreen } from './nav';
import { checkout } from './store';

let urls: URL[] = [];
let answer: () => Response = () => new Response('{}', { status: 200 });

const search = (suggestions: unknown[]) => () =>
  new Response(JSON.stringify({ provider: { id: 'demo', name: 'Demo gazetteer' }, suggestions }), {
    status: 200,
  });

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  urls = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(new URL(url, 'http://x'));
    return Promise.resolve(answer());
  });
  app.companyId = 'company-1';
  app.company = hold(makeCompany({ id: 'company-1' }));
  app.settings = hold(makeSettings());
  clearCheckout();
  checkout.serviceType = 'DELIVERY';
  resetAddressSearch();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('typing and the debounce', () => {
  it('searches once, 1000 ms after the last key, with the whole text', async () => {
    answer = search([{ text: '200 Broadway', latitude: 40.7, longitude: -74, place_id: null }]);
    for (const text of ['2', '20', '200 B', '200 Broadway']) typeAddress(text);
    await vi.advanceTimersByTimeAsync(TIMINGS.autocompleteDebounceMs - 1);
    expect(urls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(urls).toHaveLength(1);
    expect(urls[0]?.pathname).toBe('/api/ms-geo/public/companies/company-1/address-search');
    expect(urls[0]?.searchParams.get('q')).toBe('200 Broadway');
    expect(urls[0]?.searchParams.get('expanded')).toBe('0');
    expect(addressSearch.suggestions).toHaveLength(1);
    expect(addressSearch.provider?.name).toBe('Demo gazetteer');
  });

  it('does not search below the §5.3 threshold, and clears the suggestions', async () => {
    addressSearch.suggestions = [{ text: 'x', latitude: 1, longitude: 1, place_id: null }];
    typeAddress('Broadway');
    await vi.advanceTimersByTimeAsync(TIMINGS.autocompleteDebounceMs);
    expect(urls).toHaveLength(0);
    expect(addressSearch.suggestions).toEqual([]);
  });

  it('in Brazil needs a digit; the magnifier (manual) skips the check', async () => {
    app.company = hold(
      makeCompany({
        id: 'company-1',
        country: { country_code: 'BR', name: 'Brasil', time_format: '24h' },
      }),
    );
    answer = search([]);
    typeAddress('Rua Augusta');
    await vi.advanceTimersByTimeAsync(TIMINGS.autocompleteDebounceMs);
    expect(urls).toHaveLength(0);
    await runSearch(true);
    expect(urls).toHaveLength(1);
    expect(addressSearch.searched).toBe(true);
  });

  it('typing clears the chosen place (§4.4)', () => {
    checkout.mapPlace = { address: 'A', lat: 1, lng: 2, exactAddress: null };
    typeAddress('A 1');
    expect(checkout.mapPlace).toBeNull();
  });
});

describe('choosing and continuing', () => {
  it('a suggestion with coordinates is the place; continue opens the map address confirm', async () => {
    setScreen(S.DELIVERY_AUTOCOMPLETE);
    expect(submitAddressSearch()).toBe(false);
    await chooseSuggestion({
      text: '200 Broadway',
      latitude: 40.7,
      longitude: -74,
      place_id: null,
    });
    expect(urls).toHaveLength(0);
    expect(checkout.mapPlace).toEqual({
      address: '200 Broadway',
      lat: 40.7,
      lng: -74,
      exactAddress: null,
    });
    expect(addressSearch.text).toBe('200 Broadway');
    expect(submitAddressSearch()).toBe(true);
    expect(checkout.screen).toBe(S.DELIVERY_MAP_ADDRESS_CREATE);
  });

  it('expand search reuses one session token until a place is chosen, then clears it', async () => {
    answer = search([{ text: 'Broadway, NY', latitude: null, longitude: null, place_id: 'p-1' }]);
    addressSearch.text = 'Broadway';
    await expandSearch();
    addressSearch.text = 'Broadway N';
    await runSearch(false);
    const sessions = urls.map((u) => u.searchParams.get('session'));
    expect(urls.map((u) => u.searchParams.get('expanded'))).toEqual(['1', '1']);
    expect(sessions[0]).toMatch(/^[0-9a-z]{16}$/);
    expect(sessions[1]).toBe(sessions[0]);
    answer = () =>
      new Response(JSON.stringify({ address: '1 Broadway', latitude: 40.7, longitude: -74 }), {
        status: 200,
      });
    const [suggestion] = addressSearch.suggestions;
    if (!suggestion) throw new Error('no suggestion');
    await chooseSuggestion(suggestion);
    expect(urls[2]?.pathname).toBe('/api/ms-geo/public/companies/company-1/places/p-1');
    expect(urls[2]?.searchParams.get('session')).toBe(sessions[0]);
    expect(checkout.mapPlace?.address).toBe('1 Broadway');
    expect(addressSearch.session).toBeNull();
    expect(addressSearch.suggestions).toEqual([]);
  });
});

describe('§8 failures', () => {
  it('a 503 is logged, clears the suggestions, counts as searched and says the search is down', async () => {
    answer = () =>
      new Response(JSON.stringify({ message: 'down', code: 'geocoding_unavailable' }), {
        status: 503,
      });
    addressSearch.text = '200 Broadway';
    await runSearch(true);
    expect(addressSearch.failure).toBe('unavailable');
    expect(addressSearch.searched).toBe(true);
    expect(addressSearch.loading).toBe(false);
    expect(console.error).toHaveBeenCalled();
  });

  it('a stale answer never overwrites a newer search', async () => {
    let release: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', (url: string) => {
      urls.push(new URL(url, 'http://x'));
      if (urls.length === 1) return new Promise<Response>((resolve) => (release = resolve));
      return Promise.resolve(
        search([{ text: 'new', latitude: 1, longitude: 1, place_id: null }])(),
      );
    });
    addressSearch.text = 'old text 1';
    const first = runSearch(true);
    addressSearch.text = 'new text 2';
    await runSearch(true);
    release(search([{ text: 'old', latitude: 1, longitude: 1, place_id: null }])());
    await first;
    expect(addressSearch.suggestions.map((s) => s.text)).toEqual(['new']);
  });
});
