// wouter imports `use-sync-external-store/shim`, the userland copy of useSyncExternalStore for
// React before 18. React 19 has the hook itself, so the builds point the shim at it: the same
// hook, without shipping a second implementation to every diner (vite.config.ts).
export { useSyncExternalStore } from 'react';
