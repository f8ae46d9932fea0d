import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { importFeedFile, type FeedImportReport } from '../../api/match-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHint, CardTitle } from '../../ui/card.tsx';
import { FormError, TextField } from '../../ui/field.tsx';
import { failureText } from '../../ui/load-state.tsx';
import { Table } from '../../ui/table.tsx';
import { narrow } from '../../ui/tokens.ts';
import { feedFileProblem, feedProviderProblem } from '../../validation/desk-rules.ts';
import { FanText } from '../queues/queue-parts.tsx';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  gap: 12px;
  align-items: end;
  margin-bottom: 12px;
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * A feed file imported through the same adapter as `sideline import-matches`: the valid records written, every
 * refused one listed with its line, field and reason (the provider's text shown as text).
 */
export function ImportCard({ onImported }: { onImported: () => void }) {
  const { t } = useT();
  const [file, setFile] = useState<File | null>(null);
  const [provider, setProvider] = useState('file');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<FeedImportReport | null>(null);
  const fileProblem = file ? feedFileProblem(file.name) : { key: 'validation.feedFile' };
  const providerProblem = feedProviderProblem(provider);

  const run = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!file || fileProblem || providerProblem) return;
    setBusy(true);
    setFailure(null);
    setReport(null);
    try {
      setReport(await importFeedFile(file.name, await file.text(), provider.trim()));
      onImported();
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardTitle>{t('desk.import.title')}</CardTitle>
      <CardHint>{t('desk.import.lead')}</CardHint>
      <Form onSubmit={run} noValidate>
        <TextField
          label={t('desk.import.file')}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          error={checked && fileProblem ? t(fileProblem.key) : null}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <TextField
          label={t('desk.import.provider')}
          hint={t('desk.import.providerHint')}
          value={provider}
          error={checked && providerProblem ? t(providerProblem.key) : null}
          onChange={(e) => setProvider(e.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {t('desk.import.run')}
        </Button>
      </Form>
      {failure && <FormError role="alert">{failure}</FormError>}
      {report && (
        <div data-testid="desk-import-report" role="status">
          <p>
            {report.summary
              ? t('desk.import.result', {
                  read: report.read,
                  created: report.summary.created,
                  updated: report.summary.updated,
                  unchanged: report.summary.unchanged,
                  leagues: report.summary.leaguesCreated,
                  teams: report.summary.teamsCreated,
                })
              : t('desk.import.nothing', { read: report.read })}
          </p>
          {report.rejected.length > 0 && (
            <>
              <p>{t('desk.import.rejected', { count: report.rejected.length })}</p>
              <Table>
                <thead>
                  <tr>
                    <th>{t('desk.import.line')}</th>
                    <th>{t('desk.import.field')}</th>
                    <th>{t('desk.import.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.rejected.map((r, i) => (
                    <tr key={`${r.line}-${r.field}-${i}`}>
                      <td data-label={t('desk.import.line')}>{r.line}</td>
                      <td data-label={t('desk.import.field')}>
                        <FanText>{r.field}</FanText>
                      </td>
                      <td data-label={t('desk.import.reason')}>
                        <FanText>{r.reason}</FanText>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </>
          )}
        </div>
      )}
    </Card>
  );
}
