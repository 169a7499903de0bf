// The table's tab (issue [17/21]): how a table pays, per order (each phone pays its round when
// it orders) or at the end (rounds go to the kitchen unpaid and the table pays its tab before
// leaving), and whether phones joining a table's tab need the code the first phone sees.
import { useId, useState } from 'react';
import { TabSettingsValue } from '../../../../domain/tab/settings';
import type { TabSettings } from '../../../../domain/tab/settings';
import { useAdminI18n } from '../../admin-i18n';
import type { SettingsTabProps } from '../tabs';
import { SaveBar, SectionForm, SectionFrame, useSection } from './section';
import type { SectionApi } from './section';

function TableTabForm({ initial, api }: { initial: TabSettings; api: SectionApi<'tab'> }) {
  const { t } = useAdminI18n();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const payment = (atEnd: boolean) => {
    const key = atEnd ? 'atEnd' : 'perOrder';
    return (
      <label className="a-check a-tab-settings__choice">
        <input
          type="radio"
          name={`${id}-pay`}
          checked={draft.pay_at_end === atEnd}
          aria-describedby={`${id}-${key}`}
          onChange={() => setDraft({ ...draft, pay_at_end: atEnd })}
        />
        <span>
          <span className="a-tab-settings__label">{t(`admin.services.tab.${key}`)}</span>
          <span id={`${id}-${key}`} className="a-muted a-tab-settings__hint">
            {t(`admin.services.tab.${key}Hint`)}
          </span>
        </span>
      </label>
    );
  };
  return (
    <SectionForm onSubmit={() => void api.save(draft, TabSettingsValue)}>
      <fieldset className="a-card" data-testid="tab-payment">
        <legend>{t('admin.services.tab.payment')}</legend>
        {payment(false)}
        {payment(true)}
      </fieldset>
      <fieldset className="a-card" data-testid="tab-code">
        <legend>{t('admin.services.tab.code')}</legend>
        <label className="a-check a-tab-settings__choice">
          <input
            type="checkbox"
            checked={draft.code_required}
            aria-describedby={`${id}-code`}
            onChange={(event) => setDraft({ ...draft, code_required: event.target.checked })}
          />
          <span>
            <span className="a-tab-settings__label">{t('admin.services.tab.codeRequired')}</span>
            <span id={`${id}-code`} className="a-muted a-tab-settings__hint">
              {t('admin.services.tab.codeHint')}
            </span>
          </span>
        </label>
      </fieldset>
      <p className="a-notice">{t('admin.services.tab.appliesNote')}</p>
      <SaveBar api={api} />
    </SectionForm>
  );
}

export function TableTabTab({ onUnauthorized }: SettingsTabProps) {
  const { t } = useAdminI18n();
  const api = useSection('tab', onUnauthorized);
  return (
    <SectionFrame
      api={api}
      title={t('admin.services.tab.title')}
      intro={t('admin.services.tab.intro')}
    >
      {(value) => <TableTabForm initial={value} api={api} />}
    </SectionFrame>
  );
}
