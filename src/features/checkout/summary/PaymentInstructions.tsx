// §2.10 payment instructions: the method's description, and its payment_code with a copy button.
import { copyAndTell } from '../../../ui/clipboard';
import { useI18n } from '../../../i18n';
import type { PaymentMethod } from '../../../domain/types';

export function PaymentInstructions({ method }: { method: PaymentMethod }) {
  const { t } = useI18n();
  const description = (method.description ?? '').trim();
  const code = (method.payment_code ?? '').trim();
  if (description === '' && code === '') return null;

  const copy = () =>
    copyAndTell(code, {
      copied: t('summary.payment.copied'),
      failed: t('summary.payment.copyFailed'),
    });

  return (
    <div className="cs-instructions" data-instructions={method.code}>
      {description !== '' ? <p>{description}</p> : null}
      {code !== '' ? (
        <div className="cs-code">
          <span className="cs-muted">{t('summary.payment.code')}</span>
          <code dir="ltr">{code}</code>
          <button type="button" className="c-button c-button--text" onClick={() => void copy()}>
            {t('summary.payment.copy')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
