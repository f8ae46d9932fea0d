import styled from '@emotion/styled';
import { Fragment } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import { packageStatus, packageStatusKey } from '../../../core/rules/constants.ts';
import { Card } from '../../../ui/card.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';

const Rules = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  font-size: 0.8125rem;
  line-height: 1.6;
  li + li {
    margin-top: 0.25rem;
  }
`;

const States = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.375rem 0.75rem;
  margin: 0;
  font-size: 0.8125rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const ruleKeys = ['rule.answer', 'rule.closes', 'rule.odds', 'rule.settle', 'rule.refund', 'rule.ledger'] as const;
const states = [packageStatus.active, packageStatus.inplay, packageStatus.finished, packageStatus.refund, packageStatus.inactive];

/**
 * The quiz's rules (/mobile/package-rules, a page the native app embeds): how answers are staked, closed, settled and
 * refunded, and what each package status of spec 000 §4 means (docs/decisions.md "Match quiz").
 */
export default function PackageRulesPage() {
  const { t } = useT('webview');
  const { t: common } = useT();
  return (
    <Page data-testid="package-rules">
      <PageHeader>{t('packageRules')}</PageHeader>
      <Card>
        <h2>{t('rulesTitle')}</h2>
        <Rules>
          {ruleKeys.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </Rules>
      </Card>
      <Card>
        <h2>{t('statesTitle')}</h2>
        <States data-testid="package-states">
          {states.map((status) => (
            <Fragment key={status}>
              <dt>{common(packageStatusKey(status))}</dt>
              <dd>{t(`state.${status}`)}</dd>
            </Fragment>
          ))}
        </States>
      </Card>
    </Page>
  );
}
