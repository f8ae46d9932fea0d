import styled from '@emotion/styled';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { color, shadow } from '../../ui/tokens.ts';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
`;

const Phone = styled.div`
  width: 375px;
  height: 667px;
  max-width: 100%;
  border: 8px solid ${color.nav};
  border-radius: 28px;
  overflow: hidden;
  background: ${color.white};
  box-shadow: ${shadow.raised};
  & iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Caption = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  color: ${color.muted};
  font-size: 13px;
`;

/**
 * On a phone the preview waits to be asked for: a page in a frame of the same site may scroll the console to what it
 * brings into view, and a phone's console has no room beside it.
 */
const onPhone = () => typeof matchMedia === 'function' && matchMedia('(max-width: 860px)').matches;

/**
 * The site's `/m/` as a fan's phone shows it (375x667). `version` changes after every saved change: the frame is
 * made anew, so the page reads the config again, as a fan's next visit does.
 */
export function LivePreview({ version, onReload }: { version: number; onReload: () => void }) {
  const { t } = useT();
  const [shown, setShown] = useState(() => !onPhone());
  return (
    <Frame>
      <Caption>
        <span>{t('sites.preview')}</span>
        {shown ? (
          <Button type="button" tone="secondary" small onClick={onReload}>
            {t('sites.reloadPreview')}
          </Button>
        ) : (
          <Button type="button" tone="secondary" small onClick={() => setShown(true)}>
            {t('sites.showPreview')}
          </Button>
        )}
      </Caption>
      {shown && (
        <Phone>
          <iframe key={version} src="/m/" title={t('sites.preview')} data-testid="site-preview" data-version={version} />
        </Phone>
      )}
    </Frame>
  );
}
