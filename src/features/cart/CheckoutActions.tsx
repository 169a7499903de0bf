// §2.5 checkout start: 'Order now' for a QR service type, else one button per order type (a
// paused one disabled with its reason) and the terms note; read-only menus get none (§6).
import { useId } from 'react';
import { legalLinks } from '../../domain/links';
import type { OrderType } from '../../domain/order-taking';
import type { ServiceType } from '../../domain/types';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { openCheckout } from '../../state/checkout';
import { useOrderingContext } from '../../state/derived';
import { Button } from '../../ui/Button';
import { checkoutView } from './cart-view';

function start(serviceType: ServiceType): void {
  openCheckout(serviceType).catch((error: unknown) => console.error('[ERROR:openCheckout]', error));
}

function pausedText(
  type: OrderType,
  timeZone: string,
  locale: string,
  hour12: boolean,
): string | null {
  if (type.available) return null;
  const until = type.pausedUntil ? new Date(type.pausedUntil) : null;
  if (!until || Number.isNaN(until.getTime())) return null;
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12,
  }).format(until);
}

function TypeButton({ type, receives }: { type: OrderType; receives: boolean }) {
  const { t, locale } = useI18n();
  const { company } = useApp();
  const id = useId();
  const hour12 = company?.country.time_format === '12h';
  const until = pausedText(type, company?.timezone ?? 'UTC', locale, hour12);
  const reason = type.available
    ? null
    : until
      ? t('cart.checkout.paused', { time: until })
      : t('cart.checkout.pausedShort');
  return (
    <div className="c-cart-checkout__type">
      <Button
        block
        disabled={!receives || !type.available}
        aria-describedby={reason ? id : undefined}
        onClick={() => start(type.serviceType)}
        data-service-type={type.serviceType}
      >
        {t(`cart.checkout.start.${type.name}`)}
      </Button>
      {reason ? (
        <p id={id} className="c-cart-checkout__reason">
          {reason}
        </p>
      ) : null}
    </div>
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
  const qrReasonId = useId();
  if (view.kind === 'none') return null;
  if (view.kind === 'readonly')
    return <p className="c-cart-checkout__notice">{t('cart.checkout.readonly')}</p>;
  if (view.kind === 'qr')
    return (
      <section className="c-cart-checkout">
        <Button
          block
          disabled={!view.enabled}
          aria-describedby={view.enabled ? undefined : qrReasonId}
          onClick={() => start(view.serviceType)}
        >
          {t('cart.checkout.orderNow')}
        </Button>
        {view.enabled ? null : (
          <p id={qrReasonId} className="c-cart-checkout__reason">
            {t('cart.checkout.orderNowInactive')}
          </p>
        )}
      </section>
    );
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
