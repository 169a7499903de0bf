// The back office's strings: the 'admin' namespace, loaded by AdminPage for the active locale
// (src/i18n/staff-namespaces.ts) and provided to its screens, over the app's t for every other key.
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';
import type { Dictionary } from '../../i18n/dictionary';
import { translateWith } from '../../i18n/staff-namespaces';

const AdminStrings = createContext<Dictionary>({});

export function AdminStringsProvider({
  strings,
  children,
}: {
  strings: Dictionary;
  children: ReactNode;
}) {
  return <AdminStrings.Provider value={strings}>{children}</AdminStrings.Provider>;
}

/** useI18n, with the back office's keys. */
export function useAdminI18n(): ReturnType<typeof useI18n> {
  const base = useI18n();
  const strings = useContext(AdminStrings);
  const t = useMemo(() => translateWith(strings, base.t), [strings, base.t]);
  return { ...base, t };
}
