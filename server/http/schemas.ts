// Shapes of path and query values shared by several routes.
import { literal, object, optional, pattern, refine, string, type } from 'superstruct';

/** Ids are uuids or short slugs; anything else (dots, slashes, spaces, very long) is refused early. */
export const Id = pattern(string(), /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);

/** A host name as the storefront sends it, optionally with a port. */
export const HostName = pattern(string(), /^[A-Za-z0-9]([A-Za-z0-9.-]{0,252})(:\d{1,5})?$/);

/** yyyy-MM-dd that is a real calendar date (2024-02-30 is refused). */
export const IsoDate = refine(
  pattern(string(), /^\d{4}-\d{2}-\d{2}$/),
  'calendar date',
  (value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  },
);

export const CompanyParams = object({ companyId: Id });

/** §2.2: from=preview marks an app preview; nothing else is accepted for `from`. */
export const PreviewQuery = type({ from: optional(literal('preview')) });
