// What the landing tab hands each of its field groups, so every group reads the same draft and
// writes through the same setters; a group takes the members it needs.
import type { RefObject } from 'react';
import type { LandingValue } from '../../../../../domain/brand-schemas';

export type Layout = LandingValue['layout'];

export interface LandingGroupProps {
  draft: LandingValue;
  errors: Record<string, string>;
  onChange: (next: LandingValue) => void;
  setLayout: (next: Partial<Layout>) => void;
  /** The low-contrast warning of a text on its background, or null when it reads well. */
  warningFor: (id: 'title' | 'content' | 'buttons') => string | null;
  /** The draft as it is now: an upload ends later and applies its address to this one. */
  latest: RefObject<LandingValue>;
  onUnauthorized: () => void;
}
