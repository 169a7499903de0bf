// §8: the page's own chunk could not be loaded, and its one reload (chunk-reload.ts) is spent or
// cannot help. The page the server drew stays as it is, readable and with working links, and a
// calm notice offers to reload, instead of the error page replacing it.
import { t } from '../i18n';
import './incomplete-page.css';

export function keepDrawnPage(): void {
  if (document.querySelector('.c-incomplete')) return;
  // An empty live region first, then its words, so screen readers announce them.
  const notice = document.createElement('div');
  notice.className = 'c-incomplete';
  notice.setAttribute('role', 'status');
  document.body.append(notice);
  requestAnimationFrame(() => {
    const text = document.createElement('p');
    text.className = 'c-incomplete__text';
    text.textContent = t('pwa.update.incomplete');
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.className = 'c-button c-button--primary c-incomplete__reload';
    reload.textContent = t('pwa.update.reload');
    reload.addEventListener('click', () => location.reload());
    notice.append(text, reload);
  });
}
