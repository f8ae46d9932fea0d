import { useT } from '../../core/i18n/i18n.ts';
import { MessagePanel, PrimaryLink } from '../../ui/message-panel.tsx';
import { Page } from '../../ui/page.tsx';

export function NotFoundPage() {
  const { t } = useT();
  return (
    <Page data-page="not-found">
      <MessagePanel
        testId="not-found"
        title={t('notFound')}
        text={t('notFoundHint')}
        action={<PrimaryLink to="/">{t('backHome')}</PrimaryLink>}
      />
    </Page>
  );
}
