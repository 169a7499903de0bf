// The page's own title and description once it shows in the browser (§2.2; issue [16/21] item
// 22). The server wrote them into the first HTML; after an in-app move from / to /info the tab
// would keep the landing's. The rule is src/domain/page-head.ts, the server's too; the texts
// follow a change of language.
import { useEffect } from 'react';
import { pageHeadText } from '../domain/page-head';
import { useI18n } from '../i18n';
import { useApp } from '../state/app';

export function usePageHead(path: '/' | '/info'): void {
  const { company, settings } = useApp();
  const { t, locale } = useI18n();
  const name = company?.name;
  const landing = settings?.layout_settings.landing.title;
  useEffect(() => {
    if (name === undefined) return;
    const head = pageHeadText(path, name, landing, (key, companyName) =>
      t(`products.head.${key}`, { name: companyName }),
    );
    document.title = head.title;
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="description"]'))
      meta.content = head.description;
  }, [path, name, landing, t, locale]);
}
