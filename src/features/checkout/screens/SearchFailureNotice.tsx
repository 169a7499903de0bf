// Why the address search gave nothing (§8 'Autocomplete fails'): the provider is down (with the
// way around it: the map pin, or manual entry where it can be priced), rate limited, offline.
import type { SearchFailure } from '../../../state/checkout/geo';
import { useI18n } from '../../../i18n';

const KEYS: Record<Exclude<SearchFailure, null | 'unavailable'>, string> = {
  rate_limited: 'address.search.rateLimited',
  offline: 'address.search.offline',
  failed: 'address.search.failed',
};

export function SearchFailureNotice(props: { failure: SearchFailure; manualOffered: boolean }) {
  const { t } = useI18n();
  if (props.failure === null) return null;
  const key =
    props.failure === 'unavailable'
      ? props.manualOffered
        ? 'address.search.unavailableManual'
        : 'address.search.unavailable'
      : KEYS[props.failure];
  return (
    <p className="ck-notice" role="alert">
      {t(key)}
    </p>
  );
}
