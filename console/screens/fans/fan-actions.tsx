import styled from '@emotion/styled';
import { useState } from 'react';
import { endFanSessions, muteFan, type FanDetail, type MuteDuration } from '../../api/fan-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHint, CardTitle } from '../../ui/card.tsx';
import { SelectField } from '../../ui/field.tsx';
import { failureText } from '../../ui/load-state.tsx';
import { dateTimeText } from '../../ui/date-time.ts';
import type { ActionStatus } from '../../ui/status-line.tsx';
import { Row } from './fan-parts.tsx';

/** Spec 001's mute lengths in seconds (lifting is its own button). */
const muteLengths = [600, 3600, 86400, 259200] as const satisfies readonly MuteDuration[];

const Controls = styled(Row)`
  align-items: end;
  & > label {
    min-width: 160px;
  }
`;

/** fans.write: mute the fan in every chat of the site, lift it, or end every session they have. */
export function FanActions({ fan, onDone }: { fan: FanDetail; onDone: (status: ActionStatus) => void }) {
  const { t, i18n } = useT();
  const [length, setLength] = useState<MuteDuration>(muteLengths[0]);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      onDone({ failed: false, text: await work() });
    } catch (error) {
      onDone({ failed: true, text: failureText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  const mute = (duration: MuteDuration) =>
    run(async () => {
      const { mutedUntil } = await muteFan(fan.id, duration);
      return mutedUntil ? t('fans.muted', { until: dateTimeText(mutedUntil, i18n.language) }) : t('fans.unmuted');
    });
  const endSessions = () => {
    if (!window.confirm(t('fans.endConfirm', { nick: fan.nickName }))) return;
    void run(async () => t('fans.ended', { count: (await endFanSessions(fan.id)).ended }));
  };
  return (
    <Card data-testid="fan-actions">
      <CardTitle>{t('fans.actions')}</CardTitle>
      <CardHint>{t('fans.actionsHint')}</CardHint>
      <Controls>
        <SelectField
          label={t('fans.muteFor')}
          value={length}
          onChange={(event) => setLength(muteLengths.find((seconds) => String(seconds) === event.target.value) ?? muteLengths[0])}
        >
          {muteLengths.map((seconds) => (
            <option key={seconds} value={seconds}>
              {t(`fans.mute.${seconds}`)}
            </option>
          ))}
        </SelectField>
        <Button type="button" tone="danger" disabled={busy} onClick={() => void mute(length)}>
          {t('fans.mute')}
        </Button>
        {fan.mutedUntil && (
          <Button type="button" tone="secondary" disabled={busy} onClick={() => void mute(0)}>
            {t('fans.unmute')}
          </Button>
        )}
        <Button type="button" tone="danger" disabled={busy} onClick={endSessions}>
          {t('fans.endSessions')}
        </Button>
      </Controls>
    </Card>
  );
}
