// Icons are decorative unless given a label; a labelled icon is announced as an image.
import { ICONS } from './icons';
import type { IconName } from './icons';
import './ui.css';

export type { IconName } from './icons';

export interface IconProps {
  name: IconName;
  size?: number;
  label?: string;
  className?: string;
}

/** Directional icons point the other way in right-to-left locales. */
const MIRRORED: ReadonlySet<IconName> = new Set<IconName>(['back']);

export function Icon({ name, size = 24, label, className }: IconProps) {
  const classes = ['c-icon'];
  if (MIRRORED.has(name)) classes.push('c-icon--mirror');
  if (className) classes.push(className);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      className={classes.join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...a11y}
    >
      <path d={ICONS[name]} />
    </svg>
  );
}
