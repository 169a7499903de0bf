// §2.10 block 1: the service fee of order_settings[service], a percentage of the items total.
// The server adds it to every order of the service; an optional fee would need an opt-out
// field in the §3 update payload, which the API does not have yet, so the block states the
// fee rather than offering a checkbox that could not change the total.
import { useI18n } from '../../../i18n';

export function ServiceFeeBlock({ percent }: { percent: number; optional: boolean }) {
  const { t } = useI18n();
  return (
    <section className="cs-block cs-fee" data-block="service-fee">
      <h3 className="cs-block__title">{t('summary.serviceFee.title')}</h3>
      <p className="cs-muted">{t('summary.serviceFee.included', { percent })}</p>
    </section>
  );
}
