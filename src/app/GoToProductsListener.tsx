// §2.2: a window message of type POSTMESSAGE_TYPE_GO_TO_PRODUCTS_CLICKED opens the menu.
// Any origin is accepted: the message can only navigate within this storefront.
import { useEffect } from 'react';
import { isGoToProductsMessage } from './messages';
import { useNavigateKeepQuery } from './navigation';

export function GoToProductsListener() {
  const navigate = useNavigateKeepQuery();
  useEffect(() => {
    function onMessage(event: MessageEvent): void {
      if (isGoToProductsMessage(event.data)) navigate('/products');
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);
  return null;
}
