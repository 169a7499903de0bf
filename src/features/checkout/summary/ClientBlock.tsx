// §2.10 block 3: the client's name, phone and delivery address, collapsed by default.
import { useId, useState } from 'react';
import { addressLine } from '../../../domain/formatting';
import type { Client, ClientAddress } from '../../../domain/types';
import { useI18n } from '../../../i18n';
import { Glyph } from './MethodIcon';

interface Props {
  client: Client | null;
  address: ClientAddress | null;
}

export function ClientBlock({ client, address }: Props) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!client && !address) return null;
  return (
    <section className="cs-block">
      <button
        type="button"
        className="cs-expander"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="cs-block__title">{t('summary.client.title')}</span>
        {client ? <span className="cs-muted">{client.name}</span> : null}
        <Glyph
          d="M6 9l6 6 6-6"
          className={open ? 'cs-caret cs-caret--open' : 'cs-caret'}
          size={18}
          strokeWidth={2}
        />
      </button>
      <dl id={panelId} className="cs-lines cs-client" hidden={!open}>
        {client ? (
          <>
            <div className="cs-line">
              <dt>{t('summary.client.name')}</dt>
              <dd>{client.name}</dd>
            </div>
            <div className="cs-line">
              <dt>{t('summary.client.phone')}</dt>
              <dd dir="ltr">{client.phone_number}</dd>
            </div>
          </>
        ) : null}
        {address ? (
          <div className="cs-line cs-line--stack">
            <dt>{t('summary.client.address')}</dt>
            <dd>{addressLine(address)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
