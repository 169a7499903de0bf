// /cart (§2.5), first slice: the title and the empty-cart view with a way back to the menu.
// Line items and checkout arrive with the cart issue.
import { useEffect } from 'react';
import { useNavigateKeepQuery } from '../../app/navigation';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import './cart.css';

export function CartPage() {
  const { t } = useI18n();
  const { company } = useApp();
  const navigate = useNavigateKeepQuery();
  const title = t('common.cart.title', { name: company?.name ?? '' });
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <main className="c-page" id="main">
      <header className="c-cart__header">
        <button
          type="button"
          className="c-icon-button"
          onClick={() => navigate('/products')}
          aria-label={t('common.cart.backToMenu')}
        >
          <Icon name="back" />
        </button>
        <h1>{title}</h1>
      </header>
      <section className="c-card c-cart__empty">
        <Icon name="bag" size={48} />
        <h2>{t('common.cart.empty')}</h2>
        <p>{t('common.cart.emptyHint')}</p>
        <Button onClick={() => navigate('/products')}>{t('common.cart.backToMenu')}</Button>
      </section>
    </main>
  );
}
