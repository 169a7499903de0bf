// §2.6 status timeline: an ordered list whose current step is marked aria-current="step".
import { useI18n } from '../../i18n';
import type { Order } from '../../domain/types';
import { Icon } from '../../ui/Icon';
import { timeline } from './timeline';

export function StatusTimeline({ order }: { order: Pick<Order, 'status' | 'service_type'> }) {
  const { t } = useI18n();
  return (
    <ol className="c-timeline">
      {timeline(order.status, order.service_type).map((step) => (
        <li
          key={step.id}
          className={`c-timeline__step c-timeline__step--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="c-timeline__marker" aria-hidden="true">
            {step.state === 'done' ? <Icon name="check" size={16} /> : null}
          </span>
          <span className="c-timeline__label">{t(`tracking.steps.${step.id}`)}</span>
          <span className="c-visually-hidden">{t(`tracking.stepState.${step.state}`)}</span>
        </li>
      ))}
    </ol>
  );
}
