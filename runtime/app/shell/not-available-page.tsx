import { useT } from '../../core/i18n/i18n.ts';
import { useAppStore } from '../../core/store/use-app-store.ts';
import { tenant } from '../../core/tenant/tenant.ts';
import { MessagePanel, PrimaryLink } from '../../ui/message-panel.tsx';
import { Page } from '../../ui/page.tsx';

/** Shown on a route whose feature this tenant does not build: a friendly page, not a crash. */
export function NotAvailablePage() {
  const { t } = useT();
  const lang = useAppStore((s) => s.lang);
  return (
    <Page data-page="not-available">
      <MessagePanel
        testId="not-available"
        image={tenant.assets.logo}
        title={t('notAvailable')}
        text={t('notAvailableHint', { siteName: tenant.siteName[lang] })}
        action={<PrimaryLink to="/">{t('backHome')}</PrimaryLink>}
      />
    </Page>
  );
}
