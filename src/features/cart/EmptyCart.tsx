// §2.5 empty-cart view, with a real link back to the menu (query kept, §2.1).
import { LinkKeepQuery } from '../../app/navigation';
import { useI18n } from '../../i18n';
import { Icon } from '../../ui/Icon';

export function EmptyCart() {
  const { t } = useI18n();
  return (
    <section className="c-card c-cart__empty">
      <Icon name="bag" size={48} />
      <h2>{t('cart.empty.title')}</h2>
      <p>{t('cart.empty.hint')}</p>
      <LinkKeepQuery to="/products" className="c-button c-button--primary">
        {t('cart.empty.link')}
      </LinkKeepQuery>
    </section>
  );
}
