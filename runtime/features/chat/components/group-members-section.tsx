import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import { useGroupMembers } from '../../../im/react/index.ts';
import { SkeletonRows } from '../../../ui/load-states.tsx';
import type { GroupView } from './group-screen.tsx';
import { SectionTitle } from './group-rows.tsx';
import { MemberGrid } from './member-grid.tsx';

const Section = styled.section`
  margin-top: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  > button {
    display: block;
    width: 100%;
    height: 2.75rem;
    border: 0;
    border-top: 1px solid ${(p) => p.theme.color.border};
    background: none;
    color: ${(p) => p.theme.color.textMuted};
    font: inherit;
    font-size: 0.875rem;
    cursor: pointer;
  }
`;

/** The members as an avatar grid, the first 15, then 15 more each time the fan asks for all of them. */
export function GroupMembersSection(props: { view: GroupView }) {
  const { t } = useT('chat');
  const { sdk, group, paths } = props.view;
  const { data, status, more, reload } = useGroupMembers(sdk, group.groupID);
  return (
    <Section data-testid="group-members-section" data-status={status}>
      <SectionTitle>{t('groupPage.members', { count: group.memberNum })}</SectionTitle>
      {data ? <MemberGrid members={data.members} memberPath={paths.member} /> : null}
      {!data && status === 'loading' ? <SkeletonRows testId="group-members-loading" rows={2} /> : null}
      {!data && status === 'error' ? (
        <button type="button" data-testid="group-members-retry" onClick={reload}>
          {t('groupPage.membersFailed')}
        </button>
      ) : null}
      {data && !data.complete ? (
        <button type="button" data-testid="group-members-more" disabled={status === 'loading'} onClick={more}>
          {t('groupPage.allMembers')}
        </button>
      ) : null}
    </Section>
  );
}
