// The cart's stepper icons, from the shared set; the class lets the modifiers chevron turn.
// Always decorative: the buttons carry the names.
import { Icon } from '../../ui';

export type CartIconName = 'plus' | 'minus' | 'trash' | 'chevron' | 'tag';

export function CartIcon({ name, size = 20 }: { name: CartIconName; size?: number }) {
  return <Icon name={name} size={size} className={`c-cart-icon--${name}`} />;
}
