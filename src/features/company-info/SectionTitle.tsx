// The title of a company-information section. The same sections sit under the /info page's <h1>
// and under the information sheet's <h2> title, so their level comes from where they are shown
// (SectionLevel), keeping the page's heading outline without a skipped level.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

const Level = createContext<2 | 3>(3);

/** The heading level of the sections inside: 2 under a page's <h1>, 3 (default) in a sheet. */
export const SectionLevel = Level.Provider;

export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  const Heading = useContext(Level) === 2 ? 'h2' : 'h3';
  return (
    <Heading id={id} className="ci-section__title">
      {children}
    </Heading>
  );
}
