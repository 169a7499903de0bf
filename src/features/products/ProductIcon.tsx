// The products page's icons, from the shared set (src/ui/icons.ts). Always decorative.
import { Icon } from '../../ui';

export type ProductIconName = 'search' | 'plus' | 'minus' | 'gift' | 'tag' | 'image';

export function ProductIcon({ name, size = 24 }: { name: ProductIconName; size?: number }) {
  return <Icon name={name} size={size} />;
}
