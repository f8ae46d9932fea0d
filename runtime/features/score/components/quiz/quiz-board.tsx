import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MatchQuiz, QuizEntry } from '../../../../../schema/generated/api.ts';
import { newRequestId } from '../../../../core/http/request-id.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { formatBalance, kickoffClock } from '../../../../core/rules/display-rules.ts';
import { packageStatus, packageStatusKey } from '../../../../core/rules/constants.ts';
import { ChoiceBar } from '../../../../ui/choice-bar.tsx';
import { FormOutcome, SubmitButton } from '../../../../ui/form.tsx';
import { OptionButton } from '../../../../ui/option-button.tsx';
import type { QuizAnswer, QuizChoice, QuizQuestionKey } from '../../lib/quiz-types.ts';
import { Section } from '../tabs/section.tsx';
import { choiceLabel, outcomeLabel, payoutOf, questionLabel } from './quiz-labels.ts';
import { colors } from '../../../../core/theme/theme.ts';

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin: 0.25rem 0 0.5rem;
  font-size: 0.75rem;
  color: ${(p) => p.theme.color.textMuted};
  b {
    padding: 0.125rem 0.5rem;
    border-radius: 999px;
    background: ${(p) => p.theme.primary};
    color: ${(p) => p.theme.onPrimary};
    font-weight: 500;
  }
`;

const Question = styled.h3`
  margin: 0.625rem 0 0.375rem;
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Options = styled.div`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  gap: 0.5rem;
`;

const Option = styled(OptionButton)`
  min-height: 3.5rem;
  padding: 0.375rem 0.25rem;
  span {
    display: block;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  strong {
    display: block;
    color: ${(p) => p.theme.accent};
    font-variant-numeric: tabular-nums;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
  }
  &[aria-pressed='true'] {
    border-color: ${(p) => p.theme.accent};
    box-shadow: inset 0 0 0 1px ${(p) => p.theme.accent};
  }
  &:disabled {
    cursor: default;
    opacity: 0.7;
  }
`;

const Stake = styled.div`
  margin-top: 0.75rem;
  padding-top: 0.5rem;
  border-top: 1px solid ${(p) => p.theme.color.border};
  font-size: 0.8125rem;
  .row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin: 0.375rem 0;
  }
  b {
    color: ${colors.warning};
  }
`;

const Confirm = styled(SubmitButton)`
  width: 100%;
`;

const Entries = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.5rem 0;
    border-top: 1px solid ${(p) => p.theme.color.border};
    font-size: 0.8125rem;
  }
  li:first-of-type {
    border-top: 0;
  }
  small {
    display: block;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
  }
  em {
    flex: none;
    font-style: normal;
    text-align: right;
  }
`;

const Rules = styled(Link)`
  display: block;
  margin: 0.25rem 0.75rem 0.75rem;
  color: ${(p) => p.theme.accent};
  font-size: 0.75rem;
  text-align: right;
`;

type QuizPick = { question: QuizQuestionKey; choice: QuizChoice; odds: number };

/** The stake row of a chosen answer: presets, the fan's gold, what a hit pays, and the confirm button. */
function StakeRow(props: { quiz: MatchQuiz; pick: QuizPick; gold: number; answer(body: QuizAnswer): Promise<void>; onAnswered(): void }) {
  const { t, i18n } = useT('score');
  const { quiz, pick, gold } = props;
  const [stake, setStake] = useState<number>(quiz.stakes.presets[0]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  // One key per answer the fan means: a retry after a lost answer reuses it, a new stake or answer makes a new one.
  const key = useRef({ of: '', id: '' });
  const meant = `${pick.question}-${pick.choice}-${stake}`;
  if (key.current.of !== meant) key.current = { of: meant, id: newRequestId() };
  const lang = i18n.language === 'cn' ? 'cn' : 'pt-br';
  const confirm = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await props.answer({ matchid: quiz.matchid, question: pick.question, choice: pick.choice, stake, request_id: key.current.id });
      props.onAnswered();
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : t('load.failed'), failed: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stake data-testid="quiz-stake">
      <ChoiceBar
        look="chips"
        label={t('quiz.stake')}
        options={quiz.stakes.presets.map((value) => ({ value, label: formatBalance(value, lang) }))}
        value={stake}
        onChange={setStake}
        testId="quiz-stakes"
      />
      <div className="row">
        <span>{t('quiz.gold', { gold: formatBalance(gold, lang) })}</span>
        <span>
          {t('quiz.payout')} <b data-testid="quiz-payout">{formatBalance(payoutOf(stake, pick.odds), lang)}</b>
        </span>
      </div>
      <Confirm type="button" disabled={busy} onClick={() => void confirm()} data-testid="quiz-confirm">
        {t('quiz.confirm', { stake: formatBalance(stake, lang) })}
      </Confirm>
      {message ? <FormOutcome failed={message.failed}>{message.text}</FormOutcome> : null}
    </Stake>
  );
}

/** The fan's answers to this match, newest first, each with its status label (spec 000 §4) and what it came to. */
function MyEntries(props: { quiz: MatchQuiz; entries: QuizEntry[] }) {
  const { t, i18n } = useT('score');
  const { t: common } = useT();
  return (
    <Section data-testid="quiz-mine">
      <h2>{t('quiz.mine')}</h2>
      <Entries>
        {props.entries.map((entry) => (
          <li key={entry.id} data-testid="quiz-entry" data-status={entry.status}>
            <span>
              {choiceLabel(t, props.quiz, i18n.language, entry.choice, entry.line)} · {entry.odds.toFixed(2)}
              <small>{t('quiz.staked', { gold: entry.stake })}</small>
            </span>
            <em>
              {common(packageStatusKey(entry.status))}
              <small data-testid="quiz-outcome">{outcomeLabel(t, entry)}</small>
            </em>
          </li>
        ))}
      </Entries>
    </Section>
  );
}

/**
 * The match quiz (docs/decisions.md "Match quiz"): who wins and the total, each answer at its odds with how many fans
 * took it; a tap on an answer opens the stake row once `signedIn` (which asks a guest to log in). Answers close at
 * kickoff by the server's clock; the fan's own answers show below with their status and result.
 */
export function QuizBoard(props: { quiz: MatchQuiz; gold: number; signedIn(): boolean; answer(body: QuizAnswer): Promise<void> }) {
  const { t, i18n } = useT('score');
  const { t: common } = useT();
  const { quiz } = props;
  const [pick, setPick] = useState<QuizPick | null>(null);
  const open = quiz.status === packageStatus.active;
  const choose = (next: QuizPick) => {
    if (props.signedIn()) setPick(next);
  };
  return (
    <>
      <Section data-testid="quiz">
        <Head>
          <b data-testid="quiz-status">{common(packageStatusKey(quiz.status))}</b>
          <span>
            {open
              ? t('quiz.closes', { time: kickoffClock(quiz.closes_at) })
              : quiz.status === packageStatus.inactive
                ? t('quiz.none')
                : t('quiz.closed')}
          </span>
        </Head>
        {quiz.questions.map((question) => (
          <div key={question.key} data-testid={`quiz-${question.key}`}>
            <Question>{questionLabel(t, quiz, question.key, question.line)}</Question>
            <Options>
              {question.options.map((option) => (
                <Option
                  key={option.key}
                  type="button"
                  disabled={!open}
                  aria-pressed={pick?.question === question.key && pick.choice === option.key}
                  onClick={() => choose({ question: question.key, choice: option.key, odds: option.odds })}
                  data-testid="quiz-option"
                >
                  <span>{choiceLabel(t, quiz, i18n.language, option.key, question.line)}</span>
                  <strong>{option.odds.toFixed(2)}</strong>
                  <small>{t('quiz.fans', { count: option.entries })}</small>
                </Option>
              ))}
            </Options>
          </div>
        ))}
        {open && pick ? (
          <StakeRow
            key={`${pick.question}-${pick.choice}`}
            quiz={quiz}
            pick={pick}
            gold={props.gold}
            answer={props.answer}
            onAnswered={() => setPick(null)}
          />
        ) : null}
      </Section>
      {quiz.mine.length > 0 ? <MyEntries quiz={quiz} entries={quiz.mine} /> : null}
      <Rules to="/mobile/package-rules">{t('quiz.rules')}</Rules>
    </>
  );
}
