// §2.11 social/contact links as icon links; shared by the landing header and §2.8's modal.
import { Icon } from '../../ui/Icon';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { socialLinks } from './social-links';
import './landing-header.css';

export function SocialLinks({ className }: { className?: string }) {
  const { company, settings } = useApp();
  const { t } = useI18n();
  if (!company) return null;
  const links = socialLinks(company, settings);
  if (links.length === 0) return null;
  return (
    <ul
      className={['lp-social', className ?? ''].filter(Boolean).join(' ')}
      aria-label={t('landing.social.title')}
    >
      {links.map((link) => (
        <li key={link.network}>
          <a
            className="lp-social__link"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('landing.newTab', { label: t(`landing.social.${link.network}`) })}
          >
            <Icon name={link.network} size={22} />
          </a>
        </li>
      ))}
    </ul>
  );
}
