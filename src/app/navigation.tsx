// §2.1 "Navigation between named routes keeps the current query string" (qr-id, utm_*, preview…).
import { useCallback } from 'react';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { withQuery } from './query-string';

export function useNavigateKeepQuery(): (path: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  const search = useSearch();
  return useCallback(
    (path: string, options?: { replace?: boolean }) => navigate(withQuery(path, search), options),
    [navigate, search],
  );
}

export interface LinkKeepQueryProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/** A real link (middle-click and "open in new tab" work) that navigates in-app on plain clicks. */
export function LinkKeepQuery({ to, onClick, ...rest }: LinkKeepQueryProps) {
  const search = useSearch();
  const navigate = useNavigateKeepQuery();
  const href = withQuery(to, search);
  function handleClick(event: MouseEvent<HTMLAnchorElement>): void {
    onClick?.(event);
    const modified =
      event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified || rest.target === '_blank') return;
    event.preventDefault();
    navigate(to);
  }
  return <a {...rest} href={href} onClick={handleClick} />;
}
