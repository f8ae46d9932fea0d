import styled from '@emotion/styled';
import { useState } from 'react';
import type { Site } from '../../api/types.ts';
import { problemText, useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHint, CardTitle, Chip } from '../../ui/card.tsx';
import { inputStyle } from '../../ui/field.tsx';
import { Toggle } from '../../ui/toggle.tsx';
import { color, narrow } from '../../ui/tokens.ts';
import { configNumberProblem, type Problem } from '../../validation/rules.ts';
import { isOn, switchValue } from './setting-values.ts';

const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 16px;
  padding: 14px 0;
  border-top: 1px solid ${color.border};
  &:first-of-type {
    border-top: none;
  }
  ${narrow} {
    gap: 10px;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  & code {
    font-size: 12.5px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  & p {
    margin: 2px 0 0;
    color: ${color.muted};
    font-size: 13px;
  }
`;

const NumberBox = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
  & > div {
    display: flex;
    gap: 6px;
  }
  & input {
    ${inputStyle}
    width: 96px;
    text-align: right;
  }
  & small {
    color: ${color.danger};
    font-size: 12px;
  }
`;

/** A change to send: the key and its new value. */
export type SettingChange = (key: string, value: string | number) => void;

/** What both lists of settings take. */
interface SettingListProps {
  site: Site;
  /** The setting being saved: every control waits for it. */
  busyKey: string | null;
  /** The setting saved last, marked as saved in its row. */
  savedKey: string | null;
  canWrite: boolean;
  onChange: SettingChange;
}

/** The site's `switch_*` flags, each with its sentence and a toggle. */
export function SwitchList({ site, busyKey, savedKey, canWrite, onChange }: SettingListProps) {
  const { t } = useT();
  return (
    <Card>
      <CardTitle>{t('sites.switches')}</CardTitle>
      <CardHint>{t('sites.switchesLead')}</CardHint>
      <List>
        {site.switches.map((setting) => (
          <Row key={setting.key} data-testid={`setting-${setting.key}`}>
            <Text>
              <code>{setting.key}</code> {savedKey === setting.key && <Chip tone="success">{t('common.saved')}</Chip>}
              <p>{setting.description}</p>
            </Text>
            <Toggle
              on={isOn(setting.value)}
              label={setting.key}
              disabled={!canWrite || busyKey !== null}
              onChange={(on) => onChange(setting.key, switchValue(on))}
            />
          </Row>
        ))}
      </List>
    </Card>
  );
}

/** The site's config numbers, each with its sentence and a number field saved on its own. */
export function NumberList({ site, busyKey, savedKey, canWrite, onChange }: SettingListProps) {
  const { t } = useT();
  return (
    <Card>
      <CardTitle>{t('sites.numbers')}</CardTitle>
      <CardHint>{t('sites.numbersLead')}</CardHint>
      <List>
        {site.numbers.map((setting) => (
          <NumberRow
            key={`${setting.key}:${setting.value}`}
            name={setting.key}
            description={setting.description}
            saved={savedKey === setting.key}
            value={setting.value}
            disabled={!canWrite || busyKey !== null}
            onSave={(value) => onChange(setting.key, value)}
          />
        ))}
      </List>
    </Card>
  );
}

function NumberRow(props: {
  name: string;
  description: string;
  value: number;
  saved: boolean;
  disabled: boolean;
  onSave: (value: number) => void;
}) {
  const { t } = useT();
  const [text, setText] = useState(String(props.value));
  const [problem, setProblem] = useState<Problem>(null);
  const changed = text.trim() !== String(props.value);
  return (
    <Row data-testid={`setting-${props.name}`}>
      <Text>
        <code>{props.name}</code> {props.saved && <Chip tone="success">{t('common.saved')}</Chip>}
        <p>{props.description}</p>
      </Text>
      <NumberBox
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = configNumberProblem(text);
          setProblem(found);
          if (!found) props.onSave(Number(text.trim()));
        }}
      >
        <div>
          <input
            aria-label={props.name}
            inputMode="numeric"
            value={text}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setText(event.target.value)}
            disabled={props.disabled}
          />
          <Button type="submit" tone="secondary" small disabled={props.disabled || !changed}>
            {t('common.save')}
          </Button>
        </div>
        {problem && <small role="alert">{problemText(t, problem)}</small>}
      </NumberBox>
    </Row>
  );
}
