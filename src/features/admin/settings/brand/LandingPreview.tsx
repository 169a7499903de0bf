// The landing as diners will see it (issue [11/13]), drawn from the owner's draft as they type:
// the storefront's own background component, classes and stylesheets, under the same CSS
// variables the storefront derives from the settings (src/app/theme-vars.ts). It is a picture
// of the page: its buttons do nothing.
import { useEffect } from 'react';
import type { LandingValue } from '../../../../domain/brand-schemas';
import { LandingBackground } from '../../../landing/LandingBackground';
import { landingButtons } from '../../../landing/landing-buttons';
import { buttonShape } from '../../../landing/landing-style';
import '../../../landing/landing.css';
import '../../../landing/landing-buttons.css';
import { useAdminI18n } from '../../admin-i18n';
import { previewContents, previewLayout, previewTheme } from './landing-draft';
import { loadPreviewFont } from './preview-fonts';

export function LandingPreview({
  value,
  companyName,
}: {
  value: LandingValue;
  companyName: string;
}) {
  const { t } = useAdminI18n();
  const { vars, fonts } = previewTheme(value);
  const layout = previewLayout(value);
  const buttons = landingButtons(previewContents(value.contents));
  const fontKey = fonts.join(',');
  useEffect(() => {
    for (const font of fontKey.split(',')) loadPreviewFont(font);
  }, [fontKey]);

  return (
    <section className="ab-preview" aria-labelledby="ab-preview-title">
      <h3 id="ab-preview-title" className="ab-preview__title">
        {t('admin.brand.landing.preview')}
      </h3>
      <div className="ab-preview__frame" data-testid="landing-preview">
        <div className="lp" style={vars}>
          <LandingBackground body={layout.body} />
          <div className="ab-preview__header">
            {value.logo_url ? (
              <img className="ab-preview__logo" src={value.logo_url} alt="" />
            ) : null}
            <span>{companyName}</span>
          </div>
          <div className="lp-main">
            {layout.title.name ? (
              <p className="lp-title" data-testid="preview-title">
                {layout.title.name}
              </p>
            ) : null}
            {layout.title.summary ? <p className="lp-summary">{layout.title.summary}</p> : null}
            <ul className="lp-buttons" data-shape={buttonShape(layout.buttons_icons.form)}>
              {buttons.map((button) => (
                <li key={button.id}>
                  <span className="lp-button">
                    {button.name?.trim() || t('admin.brand.landing.defaultButton')}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
