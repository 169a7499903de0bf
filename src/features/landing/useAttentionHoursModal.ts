// §2.3 "Query open_modal=attention-hours opens it": read once on load; closing the modal drops
// the parameter so a reload or a shared link does not keep reopening it.
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { opensAttentionHours, withoutOpenModal } from './landing-query';

export function useAttentionHoursModal(): { open: boolean; show: () => void; close: () => void } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState(() => opensAttentionHours(search));
  return {
    open,
    show: () => setOpen(true),
    close: () => {
      setOpen(false);
      if (opensAttentionHours(search))
        navigate(`${location}${withoutOpenModal(search)}`, { replace: true });
    },
  };
}
