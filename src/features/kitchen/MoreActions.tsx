// A disclosure menu for the less common moves: a named toggle button, a list of buttons,
// Escape or picking an item closes it and gives focus back to the toggle.
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

export interface MenuItem {
  key: string;
  label: string;
  danger?: boolean;
  onSelect: () => void;
}

export function MoreActions({
  label,
  items,
  disabled,
}: {
  label: string;
  items: MenuItem[];
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  if (items.length === 0) return null;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <div className="k-more" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="k-more__toggle"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open ? (
        <ul className="k-more__list" id={listId}>
          {items.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                className={item.danger ? 'k-more__item k-more__item--danger' : 'k-more__item'}
                onClick={() => {
                  setOpen(false);
                  toggle.current?.focus();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
