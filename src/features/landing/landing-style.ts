// §2.3 button shapes. Colours and fonts come from the shell's theme variables
// (src/app/theme-vars.ts: --c-landing-button, --c-landing-icon, --font-content …).
import type { ButtonForm } from '../../domain/types';

const FORMS: readonly ButtonForm[] = [
  'filled_squared',
  'filled_semi_rounded',
  'filled_rounded',
  'hardshadow_squared',
  'hardshadow_semi_rounded',
  'hardshadow_rounded',
];

/** §2.3: filled_squared is the default; unknown shapes fall back to it. */
export function buttonShape(form: string | null | undefined): ButtonForm {
  return FORMS.find((f) => f === form) ?? 'filled_squared';
}
