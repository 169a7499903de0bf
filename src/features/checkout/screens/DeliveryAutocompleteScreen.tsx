// CHECKOUT_STEP_DELIVERY_AUTOCOMPLETE (§2.10): a debounced address search with the §5.3
// thresholds, a keyboard-navigable suggestion list, 'expand search', 'search address on map',
// and 'continue with your order' once a place with coordinates is chosen (§4.4).
import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { moveActive, showsHouseNumberNote } from '../../../domain/address-search';
import { CHECKOUT_SCREENS, manualEntryPriced } from '../../../domain/checkout-flow';
import {
  addressNotFound,
  searchButtonDisabled,
  searchSubmitEnabled,
} from '../../../domain/validation-submit';
import { useI18n } from '../../../i18n';
import { useApp } from '../../../state/app';
import { setScreen, useCheckout } from '../../../state/checkout';
import {
  chooseSuggestion,
  expandSearch,
  resetAddressSearch,
  runSearch,
  submitAddressSearch,
  typeAddress,
  useAddressSearch,
} from '../../../state/checkout/geo';
import { goToCurrentLocation, useMapPin } from '../../../state/checkout/map';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Spinner } from '../../../ui/Spinner';
import { SearchFailureNotice } from './SearchFailureNotice';
import { SuggestionList } from './SuggestionList';
import './delivery-screens.css';

export function DeliveryAutocompleteScreen() {
  const { t } = useI18n();
  const search = useAddressSearch();
  const { mapPlace, savingOrder } = useCheckout();
  const { settings } = useApp();
  const { locating } = useMapPin();
  const [active, setActive] = useState(-1);
  const ids = { heading: useId(), list: useId(), note: useId() };
  useEffect(() => resetAddressSearch(), []);

  const count = search.suggestions.length;
  const manualOffered = manualEntryPriced({
    deliveryPriceType: settings?.delivery.prices?.type ?? null,
  });
  const canSubmit = searchSubmitEnabled(mapPlace);
  const buttonDisabled = searchButtonDisabled({
    text: search.text,
    placeAddress: mapPlace?.address ?? null,
    placeValid: canSubmit,
    suggestionsCount: count,
  });
  const notFound = addressNotFound({
    text: search.text,
    searched: search.searched,
    suggestionsCount: count,
  });
  const note = showsHouseNumberNote(search.text);
  const open = count > 0;

  const pick = (index: number) => {
    const suggestion = search.suggestions[index];
    setActive(-1);
    if (suggestion) void chooseSuggestion(suggestion);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => moveActive(current, count, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      pick(active);
    }
  };

  return (
    <form
      className="ck-form ck-search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit) submitAddressSearch();
        else if (!buttonDisabled) void runSearch(true);
      }}
    >
      <h3 id={ids.heading} className="ck-search__heading">
        {t('address.search.heading')}
      </h3>
      <div className="ck-search__row">
        <input
          className="ck-input"
          name="address_search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={ids.list}
          aria-activedescendant={open && active >= 0 ? `${ids.list}-${active}` : undefined}
          aria-labelledby={ids.heading}
          aria-describedby={note ? ids.note : undefined}
          autoComplete="off"
          data-autofocus
          placeholder={t('address.search.placeholder')}
          value={search.text}
          onChange={(event) => {
            setActive(-1);
            typeAddress(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="c-icon-button ck-search__go"
          aria-label={t('address.search.search')}
          disabled={buttonDisabled || search.loading}
          onClick={() => void runSearch(true)}
        >
          <Icon name="search" />
        </button>
      </div>
      {note ? (
        <p id={ids.note} className="ck-hint ck-search__note">
          {t('address.search.houseNumberNote')}
        </p>
      ) : null}
      <div className="ck-search__status" aria-live="polite">
        {search.loading ? <Spinner label={t('address.search.searching')} /> : null}
        {search.placeLoading ? <Spinner label={t('address.search.loadingPlace')} /> : null}
        {notFound && !search.loading ? (
          <p className="ck-search__not-found">{t('address.search.notFound')}</p>
        ) : null}
        {mapPlace && canSubmit ? (
          <p className="ck-search__selected">
            <Icon name="check" size={18} />
            {t('address.search.selected', { address: mapPlace.address })}
          </p>
        ) : null}
      </div>
      <SearchFailureNotice failure={search.failure} manualOffered={manualOffered} />
      <SuggestionList
        id={ids.list}
        label={t('address.search.suggestions')}
        suggestions={search.suggestions}
        provider={search.provider?.name ?? null}
        active={active}
        onPick={pick}
      />
      <div className="ck-search__links">
        {!search.expanded && search.searched ? (
          <Button variant="text" className="ck-search__expand" onClick={() => void expandSearch()}>
            {t('address.search.expand')}
          </Button>
        ) : null}
        <Button
          variant="text"
          className="ck-search__map"
          icon={<Icon name="map-pin" size={20} />}
          busy={locating}
          onClick={() => void goToCurrentLocation()}
        >
          {t('address.search.onMap')}
        </Button>
        {manualOffered ? (
          <Button
            variant="text"
            className="ck-search__manual"
            onClick={() => setScreen(CHECKOUT_SCREENS.DELIVERY_ADDRESS_CREATE)}
          >
            {t('address.search.manual')}
          </Button>
        ) : null}
      </div>
      <Button type="submit" block disabled={!canSubmit || search.placeLoading} busy={savingOrder}>
        {t('address.search.continue')}
      </Button>
    </form>
  );
}
