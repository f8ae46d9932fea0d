import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import type { ShownTab } from '../hooks/use-headline-tab.ts';
import { onTablistKey } from '../../../ui/tablist-keys.ts';

const Bar = styled.div`
  display: flex;
  gap: 1.25rem;
  margin-top: 0.75rem;
  padding: 0 0.75rem;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  button {
    height: 2.5rem;
    padding: 0;
    border: 0;
    border-bottom: 2px solid transparent;
    background: none;
    color: ${(p) => p.theme.color.textMuted};
    font: inherit;
    font-size: 0.9375rem;
  }
  button[aria-selected='true'] {
    border-bottom-color: ${(p) => p.theme.accent};
    color: ${(p) => p.theme.color.text};
    font-weight: 600;
  }
`;

/** The headline tabs (anchors, clips, db) that the switches allow. */
export function HeadlineTabs(props: { tabs: ShownTab[]; selected: string; onSelect: (tab: ShownTab) => void }) {
  const { t } = useT('headline');
  return (
    <Bar role="tablist" aria-label={t('tabs')} data-testid="headline-tabs" onKeyDown={onTablistKey}>
      {props.tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === props.selected}
          tabIndex={tab === props.selected ? 0 : -1}
          data-tab={tab}
          onClick={() => props.onSelect(tab)}
        >
          {t(`tab.${tab}`)}
        </button>
      ))}
    </Bar>
  );
}
