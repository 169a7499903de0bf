// A skip link (issue [16/21] item 21): hidden until it takes the keyboard focus, then drawn at the
// top of the screen; it moves the focus to its target (the page's main content, the cart), so
// the next Tab goes on from there instead of through every card of the menu.
import type { MouseEvent } from 'react';
import { focusFromCode } from './page-focus';
import './skip-link.css';

export function SkipLink({ target, label }: { target: string; label: string }) {
  function skip(event: MouseEvent<HTMLAnchorElement>): void {
    const element = document.getElementById(target);
    if (!element) return;
    // Not a change of address: the focus moves, and the page scrolls to what it lands on.
    event.preventDefault();
    focusFromCode(element, { preventScroll: true });
    element.scrollIntoView({ block: 'nearest' });
  }
  return (
    <a className="c-skip-link" href={`#${target}`} onClick={skip}>
      {label}
    </a>
  );
}
