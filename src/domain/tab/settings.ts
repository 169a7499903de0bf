// The company's tab settings (issue [17/21]), one schema for the back office's form and the
// server's PUT: how a table pays (per order, or once at the end for the whole tab) and whether
// the phones joining a tab need the four-digit code the first phone sees.
import { boolean, object } from 'superstruct';
import type { Infer } from 'superstruct';

export const TabSettingsValue = object({
  /** A TABLE round goes to the kitchen unpaid; the table pays its tab before leaving. */
  pay_at_end: boolean(),
  /** Others at the table enter the four-digit code the opener's phone shows. */
  code_required: boolean(),
});

export type TabSettings = Infer<typeof TabSettingsValue>;

/** A company that never chose: pay per order (the behaviour before tabs), no code. */
export const DEFAULT_TAB_SETTINGS: TabSettings = { pay_at_end: false, code_required: false };
