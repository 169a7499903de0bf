// §2.4 show-loyalty=true / show-coupons=true: opens a drawer once its data says it may (the
// loyalty settings and coupons load after the page), and drops the parameter on close so a
// reload or shared link does not reopen it.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { withoutParam } from '../../app/query-string';

export function useQueryModal(
  param: string,
  allowed: boolean,
): { open: boolean; show: () => void; close: () => void } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const handled = useRef(false);
  const asked = new URLSearchParams(search).get(param) === 'true';

  useEffect(() => {
    if (asked && allowed && !handled.current) {
      handled.current = true;
      setOpen(true);
    }
  }, [asked, allowed]);

  return {
    open: open && allowed,
    show: () => setOpen(true),
    close: () => {
      setOpen(false);
      if (asked)
        navigate(`${location}${withoutParam(window.location.search, param)}`, { replace: true });
    },
  };
}
