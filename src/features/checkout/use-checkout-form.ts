// Form state shared by the checkout screens: validation through the domain's schemas,
// messages after blur or a submit attempt, and the scroll to the first error.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { Struct } from 'superstruct';
import { validateForm } from '../../domain/validation-core';
import type { FormResult } from '../../domain/validation-core';
import { useI18n } from '../../i18n';
import { translatedParams, visibleError } from './form-errors';
import { scrollToFirstError } from './scroll-to-error';

export interface CheckoutForm {
  result: FormResult;
  formRef: RefObject<HTMLFormElement | null>;
  /** The translated message to show for a field, or null. */
  message: (field: string) => string | null;
  blur: (field: string) => void;
  /** Marks the attempt; false (and a scroll to the first error) when invalid. */
  attempt: () => boolean;
}

export function useCheckoutForm<T, S>(schema: Struct<T, S>, values: unknown): CheckoutForm {
  const { t } = useI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const result = useMemo(() => validateForm(schema, values), [schema, values]);

  const message = useCallback(
    (field: string) => {
      const error = visibleError(result, field, touched, submitted);
      return error ? t(error.key, translatedParams(error, t)) : null;
    },
    [result, touched, submitted, t],
  );

  const blur = useCallback((field: string) => {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }, []);

  const attempt = useCallback(() => {
    setSubmitted(true);
    if (!result.valid) scrollToFirstError(formRef.current);
    return result.valid;
  }, [result]);

  return { result, formRef, message, blur, attempt };
}
