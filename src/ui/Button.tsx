// The shared button: a real <button> (or a link styled as one), with a busy state for async work.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';
import './ui.css';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

interface Common {
  variant?: ButtonVariant;
  block?: boolean;
  icon?: ReactNode;
}

export interface ButtonProps extends Common, ButtonHTMLAttributes<HTMLButtonElement> {
  busy?: boolean;
}

function classes(
  variant: ButtonVariant,
  block: boolean | undefined,
  extra: string | undefined,
): string {
  return ['c-button', `c-button--${variant}`, block ? 'c-button--block' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'primary',
  block,
  icon,
  busy,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={classes(variant, block, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner size={18} /> : icon}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends Common, AnchorHTMLAttributes<HTMLAnchorElement> {}

export function ButtonLink({
  variant = 'primary',
  block,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <a {...rest} className={classes(variant, block, className)}>
      {icon}
      {children}
    </a>
  );
}
