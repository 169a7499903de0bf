// A category's list kept as it is in the page (CategorySection): the server's cards, or nothing
// yet on a page the browser draws. Its nodes are never rewritten while it is dormant, so
// hydration adopts the list without walking its cards. Taps reach the cards' products through
// one handler on the list; an image that failed (before hydration, or later) wakes the list, so
// the live card reports it and shows its placeholder (ProductImage).
import { useEffect } from 'react';
import type { MouseEvent, RefObject } from 'react';
import type { Product } from '../../domain/types';

/** The same object every render: Preact then leaves the list's nodes as they are. */
const KEEP = { __html: '' };

/** The product id of the card holding the focus inside `list`, if any. */
export function focusedCard(list: HTMLElement | null): string | null {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  if (!list || !active || !list.contains(active)) return null;
  return active.closest('[data-product-id]')?.getAttribute('data-product-id') ?? null;
}

interface DormantListProps {
  listRef: RefObject<HTMLUListElement | null>;
  products: readonly Product[];
  onOpen: (product: Product) => void;
  onWake: () => void;
}

export function DormantList({ listRef, products, onOpen, onWake }: DormantListProps) {
  useEffect(() => {
    // decode() rejects for a broken image only; one not loaded yet (lazy) waits, harmlessly.
    const images = listRef.current?.querySelectorAll('img') ?? [];
    for (const img of images) if (img.complete) img.decode().catch(onWake);
    // Wakes once: the live list replaces this one, so a later call changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const open = (event: MouseEvent<HTMLUListElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    const id = target?.closest('[data-product-id]')?.getAttribute('data-product-id');
    const product = id ? products.find((p) => p.id === id) : undefined;
    if (product) onOpen(product);
  };

  return (
    <ul
      ref={listRef}
      className="pp-category__list"
      onClick={open}
      onErrorCapture={onWake}
      dangerouslySetInnerHTML={KEEP}
    />
  );
}
