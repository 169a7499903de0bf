// §2.3 landing buttons, shaped by layout_settings.landing.buttons_icons.form (data-shape).
import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../ui/Icon';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { landingAction, landingButtons } from './landing-buttons';
import type { LandingAction, LandingButton } from './landing-buttons';
import { LinkKeepQuery } from '../../app/navigation';
import { buttonShape } from './landing-style';
import type { WifiInfo } from './WifiModal';
import './landing-buttons.css';

// The wifi modal (and the dialog and clipboard code under it) loads on the first tap of the
// wifi button, not with the landing page's first paint.
const WifiModal = lazy(() => import('./WifiModal').then((m) => ({ default: m.WifiModal })));

function ButtonControl({
  button,
  action,
  onWifi,
}: {
  button: LandingButton;
  action: LandingAction;
  onWifi: (wifi: WifiInfo) => void;
}) {
  const { t } = useI18n();
  const label = button.name?.trim() || t('landing.buttons.menu');
  switch (action.kind) {
    case 'navigate':
      return (
        <LinkKeepQuery className="lp-button" to={action.to}>
          {label}
        </LinkKeepQuery>
      );
    case 'external':
      return (
        <a
          className="lp-button"
          href={action.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('landing.newTab', { label })}
        >
          {label}
        </a>
      );
    case 'wifi':
      return (
        <button
          type="button"
          className="lp-button"
          aria-haspopup="dialog"
          onClick={() => onWifi({ network: action.network, password: action.password })}
        >
          <Icon name="wifi" size={20} />
          {label}
        </button>
      );
    case 'none':
      return null;
  }
}

export function LandingButtons() {
  const { company, settings } = useApp();
  const { t } = useI18n();
  const [wifi, setWifi] = useState<WifiInfo | null>(null);
  if (!company) return null;
  const items = landingButtons(company.landing_contents)
    .map((button) => ({ button, action: landingAction(button) }))
    .filter(({ action }) => action.kind !== 'none');
  return (
    <nav aria-label={t('landing.buttons.label')}>
      <ul
        className="lp-buttons"
        data-shape={buttonShape(settings?.layout_settings.landing.buttons_icons.form)}
      >
        {items.map(({ button, action }) => (
          <li key={button.id}>
            <ButtonControl button={button} action={action} onWifi={setWifi} />
          </li>
        ))}
      </ul>
      {wifi ? (
        <Suspense fallback={null}>
          <WifiModal wifi={wifi} onClose={() => setWifi(null)} />
        </Suspense>
      ) : null}
    </nav>
  );
}
