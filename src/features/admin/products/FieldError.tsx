// A field's problem under it, in the owner's language; `id` is what the field's
// aria-describedby points at.
import { useAdminI18n } from '../admin-i18n';
import type { Problem } from './problems';

export function FieldError({ id, problem }: { id: string; problem: Problem | undefined }) {
  const { t } = useAdminI18n();
  if (!problem) return null;
  return (
    <p id={id} className="a-error a-field__error">
      {t(problem.key, problem.params)}
    </p>
  );
}

/** The aria props of a field with an optional problem and an optional hint. */
export function describedBy(
  errorId: string,
  problem: Problem | undefined,
  hintId?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [problem ? errorId : null, hintId ?? null].filter(Boolean).join(' ');
  return {
    ...(problem ? { 'aria-invalid': true as const } : {}),
    ...(ids ? { 'aria-describedby': ids } : {}),
  };
}
