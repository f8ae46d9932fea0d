import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../core/feature.ts';
import { useT } from '../core/i18n/i18n.ts';
import { MessagePanel } from './message-panel.tsx';
import { Page, PageHeader } from './page.tsx';

/** Placeholder for a screen a later change builds: the route's title and a "coming soon" line. */
export function ComingSoonPage(props: { feature: string }) {
  const { t } = useT(props.feature);
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const title = handle ? t(handle.titleKey) : '';
  return (
    <Page data-page={props.feature}>
      <PageHeader>{title}</PageHeader>
      <MessagePanel testId="coming-soon" title={t('common:comingSoon')} text={t('common:comingSoonHint')} />
    </Page>
  );
}
