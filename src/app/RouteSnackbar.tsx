// A page's confirmation toast does not follow the diner to the next page (src/ui/snackbar-store).
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { leavePage } from '../ui/snackbar-store';

export function RouteSnackbar(): null {
  const [path] = useLocation();
  useEffect(() => leavePage(path), [path]);
  return null;
}
