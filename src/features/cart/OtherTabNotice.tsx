// Tabs agree (issue [7/13]): why this tab's checkout just closed. A dialog rather than a
// snackbar: the tab is often in the background when it happens, and the message must still be
// there when the diner comes back. Its title is the message, so focus moving into the dialog
// announces it; on dismissal focus goes back to the page (the checkout it came from is gone).
import { useLayoutEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useNavigateKeepQuery } from '../../app/navigation';
import { useI18n } from '../../i18n';
import { checkoutTabs, dismissOtherTabNotice } from '../../state/checkout/tabs';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

export function OtherTabNotice({ returnFocus }: { returnFocus: () => void }) {
  const { t } = useI18n();
  const { notice } = useSnapshot(checkoutTabs);
  const navigate = useNavigateKeepQuery();
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    // Runs after the dialog's own clean-up, which could only restore focus to the vanished
    // checkout button; in the same task, so focus never rests on <body> in between.
    if (wasOpen.current && !notice) returnFocus();
    wasOpen.current = notice !== null;
  }, [notice, returnFocus]);
  if (!notice) return null;
  const { kind, orderId } = notice;
  const track = () => {
    dismissOtherTabNotice();
    if (orderId) navigate(`/tracking?order_id=${encodeURIComponent(orderId)}`);
  };
  return (
    <Modal
      open
      onClose={dismissOtherTabNotice}
      title={t(`checkout.otherTab.${kind}Title`)}
      hideClose
      className="c-other-tab"
      footer={
        <div className="c-other-tab__actions">
          <Button onClick={dismissOtherTabNotice} data-testid="other-tab-ok">
            {t('checkout.otherTab.ok')}
          </Button>
          {kind === 'placed' && orderId ? (
            <Button variant="secondary" onClick={track}>
              {t('checkout.otherTab.track')}
            </Button>
          ) : null}
        </div>
      }
    >
      <p data-notice={kind}>{t(`checkout.otherTab.${kind}Body`)}</p>
    </Modal>
  );
}
