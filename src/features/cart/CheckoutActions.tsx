// §2.5 checkout start: 'Order now' for a QR service type, else one button per order type (a
// paused one disabled with its reason) and the terms note; read-only menus get none (§6). A
// delivery cart below the delivery minimum cannot start: the server would refuse it, so the
// button says why beforehand (issue [7/13]).
import { useId } from 'react';
import { isolate } from '../../domain/bidi';
import { resolveTimeZone } from '../../domain/hours-time';
import { legalLinks } from '../../domain/links';
import type { OrderType } from '../../domain/order-taking';
import { formatInstant } from '../../domain/time-format';
import type { ServiceType, TimeFormat } from '../../domain/types';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { openCheckout } from '../../state/checkout';
import { useOrderingContext } from '../../state/derived';
import { Button } from '../../ui/Button';
import { checkoutView } from './cart-view';
import { useDeliveryShortfall } from './delivery-minimum';

function start(serviceType: ServiceType): void {
  openCheckout(serviceType).catch((error: unknown) => console.error('[ERROR:openCheckout]', error));
}

/** When the pause ends, isolated: it sits inside a sentence that may run right to left. */
function pausedText(
  type: OrderType,
  timeZone: string | undefined,
  locale: string,
  timeFormat: TimeFormat,
): string | null {
  if (type.available) return null;
  const until = type.pausedUntil ? new Date(type.pausedUntil) : null;
  if (!until || Number.isNaN(until.getTime())) return null;
  const zone = resolveTimeZone(timeZone);
  return isolate(formatInstant(until, { locale, timeZone: zone, timeFormat, date: 'weekday' }));
}

/** The reasons a start button is disabled, each linked to it by aria-describedby. */
interface Reason {
  id: string;
  text: string;
  kind: 'paused' | 'inactive' | 'minimum';
}

/**
 * The reasons a start button is disabled, each linked to it by aria-describedby. What is missing
 * for delivery changes as lines change, so it is a status message that screen readers announce.
 */
function Reasons({ reasons }: { reasons: Reason[] }) {
  return reasons.map((r) => (
    <p
      key={r.id}
      id={r.id}
      className="c-cart-checkout__reason"
      data-reason={r.kind}
      role={r.kind === 'minimum' ? 'status' : undefined}
    >
      {r.text}
    </p>
  ));
}

function useMinimumReason(serviceType: ServiceType, id: string): Reason | null {
  const { t } = useI18n();
  const minimum = useDeliveryShortfall(serviceType);
  return minimum
    ? { id, text: t('cart.checkout.deliveryMinimum', minimum.params), kind: 'minimum' }
    : null;
}

function TypeButton({ type, receives }: { type: OrderType; receives: boolean }) {
  const { t, locale } = useI18n();
  const { company } = useApp();
  const id = useId();
  const minimum = useMinimumReason(type.serviceType, `${id}-minimum`);
  const until = pausedText(type, company?.timezone, locale, company?.country.time_format ?? '24h');
  const paused: Reason | null = type.available
    ? null
    : {
        id,
        text: until ? t('cart.checkout.paused', { time: until }) : t('cart.checkout.pausedShort'),
        kind: 'paused',
      };
  const reasons = [paused, minimum].filter((r) => r !== null);
  return (
    <div className="c-cart-checkout__type">
      <Button
        block
        disabled={!receives || reasons.length > 0}
        aria-describedby={reasons.length > 0 ? reasons.map((r) => r.id).join(' ') : undefined}
        onClick={() => start(type.serviceType)}
        data-service-type={type.serviceType}
      >
        {t(`cart.checkout.start.${type.name}`)}
      </Button>
      <Reasons reasons={reasons} />
    </div>
  );
}

function QrButton({ serviceType, enabled }: { serviceType: ServiceType; enabled: boolean }) {
  const { t } = useI18n();
  const id = useId();
  const minimum = useMinimumReason(serviceType, `${id}-minimum`);
  const inactive: Reason | null = enabled
    ? null
    : { id, text: t('cart.checkout.orderNowInactive'), kind: 'inactive' };
  const reasons = [inactive, minimum].filter((r) => r !== null);
  return (
    <section className="c-cart-checkout">
      <Button
        block
        disabled={reasons.length > 0}
        aria-describedby={reasons.length > 0 ? reasons.map((r) => r.id).join(' ') : undefined}
        onClick={() => start(serviceType)}
      >
        {t('cart.checkout.orderNow')}
      </Button>
      <Reasons reasons={reasons} />
    </section>
  );
}

function Terms() {
  const { t, locale } = useI18n();
  const links = legalLinks(locale);
  return (
    <p className="c-cart-checkout__terms">
      {t('cart.checkout.terms')}{' '}
      <a href={links.terms} target="_blank" rel="noopener">
        {t('cart.checkout.termsLink')}
      </a>
      {' · '}
      <a href={links.privacy} target="_blank" rel="noopener">
        {t('cart.checkout.privacyLink')}
      </a>
    </p>
  );
}

export function CheckoutActions() {
  const { t } = useI18n();
  const view = checkoutView(useOrderingContext());
  if (view.kind === 'none') return null;
  if (view.kind === 'readonly')
    return <p className="c-cart-checkout__notice">{t('cart.checkout.readonly')}</p>;
  if (view.kind === 'qr') return <QrButton serviceType={view.serviceType} enabled={view.enabled} />;
  return (
    <section className="c-cart-checkout">
      {view.receives ? null : (
        <p className="c-cart-checkout__notice" role="status">
          {t('cart.checkout.notReceiving')}
        </p>
      )}
      {view.types.map((type) => (
        <TypeButton key={type.id} type={type} receives={view.receives} />
      ))}
      <Terms />
    </section>
  );
}
