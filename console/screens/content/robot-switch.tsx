import styled from '@emotion/styled';
import { useState } from 'react';
import { changeSiteConfig, readSite } from '../../api/site-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { can, useSession } from '../../state/session-store.ts';
import { Card, CardTitle } from '../../ui/card.tsx';
import { FormError } from '../../ui/field.tsx';
import { failureText } from '../../ui/load-state.tsx';
import { Toggle } from '../../ui/toggle.tsx';
import { color } from '../../ui/tokens.ts';
import { useRemote } from '../../ui/use-remote.ts';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 16px;
  & > div {
    flex: 1;
    min-width: 0;
  }
  & p {
    margin: 2px 0 0;
    color: ${color.muted};
    font-size: 13px;
  }
`;

/**
 * The site's robot rooms (switch_robotroom) on or off: the robots of every node read the switch at each tick, so off
 * stops them at once everywhere, and the row keeps it across restarts. Changed as the sites screen changes a switch.
 */
export function RobotSwitch({ onChanged }: { onChanged: (text: string) => void }) {
  const { t, i18n } = useT();
  const operator = useSession((state) => state.operator);
  const { remote, replace } = useRemote(readSite, i18n.language);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const setting = remote.state === 'ready' ? remote.data.switches.find((s) => s.key === 'switch_robotroom') : undefined;
  const change = async (on: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      replace(await changeSiteConfig({ switch_robotroom: on ? '1' : '0' }));
      onChanged(t(on ? 'content.robotsOn' : 'content.robotsOff'));
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card data-testid="robot-switch">
      <Row>
        <div>
          <CardTitle>{t('content.robots')}</CardTitle>
          <p>{t('content.robotsHint')}</p>
        </div>
        <Toggle
          on={setting?.value === '1'}
          label={t('content.robots')}
          disabled={!setting || busy || !can(operator, 'switches.write')}
          onChange={(on) => void change(on)}
        />
      </Row>
      {failure && <FormError role="alert">{failure}</FormError>}
    </Card>
  );
}
