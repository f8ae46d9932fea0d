import { useT } from '../../../core/i18n/i18n.ts';
import { MoreFooter as Footer } from '../../../ui/more-footer.tsx';
import type { PagedStatus } from '../../../core/http/use-paged-list.ts';

/** The end of a video list (infinite scroll with a "more" button), in this feature's words. */
export function MoreFooter(props: { status: PagedStatus; hasMore: boolean; onMore(): void; onRetry(): void }) {
  const { t } = useT('video');
  const labels = { loading: t('loading'), retry: t('retry'), more: t('more'), noMore: t('noMore') };
  return <Footer {...props} labels={labels} testId="video-footer" moreTestId="video-more" />;
}
