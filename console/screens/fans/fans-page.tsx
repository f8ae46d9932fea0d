import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { lookUpFans } from '../../api/fan-calls.ts';
import { problemText, useT } from '../../i18n/i18n.ts';
import { numberText } from '../../ui/date-time.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHint, Chip, PageHead, PageLead, PageTitle } from '../../ui/card.tsx';
import { TextField } from '../../ui/field.tsx';
import { RemoteView } from '../../ui/remote-view.tsx';
import { RequirePermission } from '../../ui/require-permission.tsx';
import { Table, TableScroll } from '../../ui/table.tsx';
import { useRemote } from '../../ui/use-remote.ts';
import { fanQueryProblem, type Problem } from '../../validation/rules.ts';
import { addFanLabels } from '../../i18n/fan-labels.ts';
import { Stack } from '../../ui/stack.tsx';
import { FanText, FormRow } from './fan-parts.tsx';

// The screen's labels come with its chunk.
addFanLabels();

/** The fans screen (issue 36 §7): look a fan up by id, nick or phone, then open their page. */
export function FansPage() {
  return (
    <RequirePermission permission="fans.read">
      <FansScreen />
    </RequirePermission>
  );
}

function FansScreen() {
  const { t } = useT();
  // The query lives in the address, so the way back from a fan's page finds the same results.
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  const [problem, setProblem] = useState<Problem>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fanQueryProblem(text);
    setProblem(found);
    if (!found) setParams({ q: text.trim() });
  };
  return (
    <Stack>
      <PageHead>
        <PageTitle>{t('fans.title')}</PageTitle>
        <PageLead>{t('fans.lead')}</PageLead>
      </PageHead>
      <Card>
        <FormRow columns="minmax(0, 420px) auto" onSubmit={submit} noValidate data-testid="fan-search">
          <TextField
            label={t('fans.query')}
            value={text}
            maxLength={40}
            error={problemText(t, problem)}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit">{t('fans.search')}</Button>
        </FormRow>
      </Card>
      {query && <FanResults query={query} />}
    </Stack>
  );
}

function FanResults({ query }: { query: string }) {
  const { t, i18n } = useT();
  const { remote, retry } = useRemote(() => lookUpFans(query), query);
  return (
    <Card data-testid="fan-results">
      <RemoteView remote={remote} retry={retry}>
        {({ items }) =>
          items.length === 0 ? (
            <CardHint>{t('fans.none')}</CardHint>
          ) : (
            <>
              <CardHint>{t('fans.found', { count: items.length })}</CardHint>
              <TableScroll>
                <Table>
                  <thead>
                    <tr>
                      <th>{t('fans.id')}</th>
                      <th>{t('fans.nick')}</th>
                      <th>{t('fans.account')}</th>
                      <th>{t('fans.phone')}</th>
                      <th>{t('fans.vip')}</th>
                      <th>{t('fans.gold')}</th>
                      <th>{t('fans.diamond')}</th>
                      <th />
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((fan) => (
                      <tr key={fan.id} data-testid={`fan-row-${fan.id}`}>
                        <td data-label={t('fans.id')}>{fan.id}</td>
                        <td data-label={t('fans.nick')}>
                          <FanText>{fan.nickName}</FanText>
                        </td>
                        <td data-label={t('fans.account')}>
                          <FanText>{fan.account}</FanText>
                        </td>
                        <td data-label={t('fans.phone')}>{fan.phone || t('fans.noPhone')}</td>
                        <td data-label={t('fans.vip')}>{fan.vipLevel > 0 ? <Chip tone="accent">VIP{fan.vipLevel}</Chip> : '—'}</td>
                        <td data-label={t('fans.gold')}>{numberText(fan.gold, i18n.language)}</td>
                        <td data-label={t('fans.diamond')}>{numberText(fan.diamond, i18n.language)}</td>
                        <td>
                          <Link to={`/fans/${fan.id}`} state={{ q: query }}>
                            {t('fans.open')}
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableScroll>
            </>
          )
        }
      </RemoteView>
    </Card>
  );
}
