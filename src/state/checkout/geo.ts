// §4.4 'Address search' (DELIVERY_AUTOCOMPLETE): the debounced search with the §5.3 thresholds,
// 'expand search' with its session token, choosing a suggestion (a details call for a place_id),
// and continuing to DELIVERY_MAP_ADDRESS_CREATE. Failures are logged and count as searched (§8).
import { proxy, useSnapshot } from 'valtio';
import { isApiError } from '../../api/errors';
import { placeDetails, searchAddress } from '../../api/geo';
import type { AddressSuggestion } from '../../api/geo';
import { newSessionToken, suggestionPlace } from '../../domain/address-search';
import { TIMINGS } from '../../domain/constants';
import {
  searchSubmitEnabled,
  shouldSearchAddress,
  shouldSearchExpanded,
} from '../../domain/validation-submit';
import { app } from '../app';
import { goNext } from './nav';
import { checkout } from './store';

/** Why the last search or details call gave nothing: shown under the field. */
export type SearchFailure = 'unavailable' | 'rate_limited' | 'offline' | 'failed' | null;

export interface AddressSearchState {
  text: string;
  suggestions: AddressSuggestion[];
  provider: { id: string; name: string } | null;
  loading: boolean;
  /** The details of a place_id suggestion are loading. */
  placeLoading: boolean;
  searched: boolean;
  /** 'expand search' was chosen: the place search, with a session token (§4.4 manual-search flag). */
  expanded: boolean;
  session: string | null;
  failure: SearchFailure;
}

const initial = (): AddressSearchState => ({
  text: '',
  suggestions: [],
  provider: null,
  loading: false,
  placeLoading: false,
  searched: false,
  expanded: false,
  session: null,
  failure: null,
});

export const addressSearch = proxy<AddressSearchState>(initial());

export function useAddressSearch() {
  return useSnapshot(addressSearch);
}

let timer: ReturnType<typeof setTimeout> | null = null;
// Answers arrive out of order on a slow network: only the latest request may write.
let latest = 0;

function cancelPending(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

/** A fresh search screen (on opening it, and when the checkout closes). */
export function resetAddressSearch(): void {
  cancelPending();
  latest += 1;
  Object.assign(addressSearch, initial());
}

function failureOf(error: unknown): SearchFailure {
  if (!isApiError(error)) return 'failed';
  if (error.isNetworkError) return 'offline';
  if (error.status === 503 || error.code === 'geocoding_unavailable') return 'unavailable';
  if (error.status === 429) return 'rate_limited';
  return 'failed';
}

function clearSuggestions(): void {
  addressSearch.suggestions = [];
  addressSearch.searched = false;
  addressSearch.loading = false;
}

/** §4.4: typing clears the chosen place, and a search follows after the debounce. */
export function typeAddress(text: string): void {
  addressSearch.text = text;
  checkout.mapPlace = null;
  cancelPending();
  timer = setTimeout(() => {
    timer = null;
    void runSearch(false);
  }, TIMINGS.autocompleteDebounceMs);
}

/**
 * One search. §5.3 (docs/decisions.md): automatic searches need 3 characters and a space (and a
 * digit in Brazil), otherwise the suggestions are cleared; the magnifier skips the check; the
 * expanded search needs 3 characters.
 */
export async function runSearch(manual: boolean): Promise<void> {
  cancelPending();
  const companyId = app.companyId;
  const text = addressSearch.text;
  const country = app.company?.country?.country_code ?? null;
  const allowed = addressSearch.expanded
    ? shouldSearchExpanded(text)
    : shouldSearchAddress(text, country, manual);
  latest += 1;
  if (!companyId || !allowed) return clearSuggestions();
  const mine = latest;
  if (addressSearch.expanded && !addressSearch.session) addressSearch.session = newSessionToken();
  addressSearch.loading = true;
  addressSearch.failure = null;
  try {
    const answer = await searchAddress(companyId, {
      q: text.trim(),
      expanded: addressSearch.expanded,
      session: addressSearch.expanded ? addressSearch.session : null,
    });
    if (mine !== latest) return;
    addressSearch.suggestions = answer.suggestions;
    addressSearch.provider = answer.provider;
  } catch (error) {
    if (mine !== latest) return;
    console.error('[ERROR:addressSearch]', error);
    addressSearch.suggestions = [];
    addressSearch.failure = failureOf(error);
  }
  addressSearch.searched = true;
  addressSearch.loading = false;
}

/** 'can't find your address? expand search': the place search, at once with the current text. */
export function expandSearch(): Promise<void> {
  addressSearch.expanded = true;
  addressSearch.suggestions = [];
  addressSearch.searched = false;
  return runSearch(true);
}

function choosePlace(place: { address: string; lat: number; lng: number }): void {
  checkout.mapPlace = { ...place, exactAddress: null };
  addressSearch.text = place.address;
  addressSearch.suggestions = [];
  addressSearch.searched = false;
  addressSearch.failure = null;
}

/** A suggestion with coordinates is the place; a place_id one loads its details first (§4.4). */
export async function chooseSuggestion(suggestion: AddressSuggestion): Promise<void> {
  cancelPending();
  latest += 1;
  const direct = suggestionPlace(suggestion);
  if (direct) return choosePlace(direct);
  const companyId = app.companyId;
  if (!suggestion.place_id || !companyId) return;
  addressSearch.placeLoading = true;
  addressSearch.failure = null;
  try {
    const details = await placeDetails(companyId, suggestion.place_id, addressSearch.session);
    choosePlace({ address: details.address, lat: details.latitude, lng: details.longitude });
    // The session ends with the chosen place (§7.6); the next search starts another.
    addressSearch.session = null;
  } catch (error) {
    console.error('[ERROR:placeDetails]', error);
    addressSearch.failure = failureOf(error);
  } finally {
    addressSearch.placeLoading = false;
  }
}

/** Continue: needs an address, lat and lng (§5.2); then DELIVERY_MAP_ADDRESS_CREATE (§4.4). */
export function submitAddressSearch(): boolean {
  if (!searchSubmitEnabled(checkout.mapPlace) || checkout.savingOrder) return false;
  cancelPending();
  goNext();
  return true;
}
