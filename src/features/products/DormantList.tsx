// A category's list kept as it is in the page (CategorySection): the server's cards, or nothing
// yet on a page the browser draws. Its nodes are never rewritten while it is dormant, so
// hydration adopts the list without walking its cards. Taps reach the cards' products through
// one handler on the list; an image that failed (before hydration, or later) wakes the list, so
// the live card reports it and shows its placeholder (ProductImage). The server's cards carry no
// product id: adoptCards checks them against the catalogue and stamps the ids.
import { useEffect } from 'react';
import { nextTask } from '../../ui/next-task';
import type { MouseEvent, RefObject } from 'react';
import type { Product } from '../../domain/types';

/**
 * The same object every render: React sets innerHTML only when `__html` changes, so it never
 * rewrites the list's nodes, and hydration adopts them without walking them.
 */
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

/**
 * Adopts the server's cards of `list` as `products`: the first HTML names no product (its ids
 * would be a third of a big menu's compressed page), so each card gets its product's id here.
 * False when the cards are not those products, in that order (a page drawn from an older
 * catalogue, kept by the service worker): the list must then come to life instead. A list with
 * no cards yet (a page the browser draws) has nothing to adopt.
 */
export function adoptCards(list: HTMLElement, products: readonly Product[]): boolean {
  const cards = list.children;
  if (cards.length === 0) return true;
  if (cards.length !== products.length) return false;
  for (let i = 0; i < cards.length; i++) {
    const name = cards[i]!.querySelector('.pp-card__name')?.textContent;
    if (name !== products[i]!.name) return false;
  }
  for (let i = 0; i < cards.length; i++) cards[i]!.setAttribute('data-product-id', products[i]!.id);
  return true;
}

export function DormantList({ listRef, products, onOpen, onWake }: DormantListProps) {
  useEffect(
    // Not in the effect itself: every list's would run in the one task that follows hydration.
    // A tap that comes first adopts the cards itself (open, below).
    () =>
      nextTask(() => {
        const list = listRef.current;
        if (list && !adoptCards(list, products)) {
          onWake();
          return;
        }
        // decode() rejects for a broken image only; one not loaded yet (lazy) waits, harmlessly.
        const images = list?.querySelectorAll('img') ?? [];
        for (const img of images) if (img.complete) img.decode().catch(onWake);
      }),
    // Wakes once: the live list replaces this one, so a later call changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const open = (event: MouseEvent<HTMLUListElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    const card = target?.closest('li');
    const list = listRef.current;
    if (!card || !list) return;
    // A tap replayed before the effect above has run adopts the cards itself.
    if (!card.hasAttribute('data-product-id') && !adoptCards(list, products)) {
      onWake();
      return;
    }
    const id = card.getAttribute('data-product-id');
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
