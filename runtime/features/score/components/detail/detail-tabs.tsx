import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import type { TabName } from '../../../../core/tabs.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { onTablistKey } from '../../../../ui/tablist-keys.ts';

const Bar = styled.div`
  position: sticky;
  top: 2.75rem;
  z-index: 5;
  display: flex;
  overflow-x: auto;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.background};
  scrollbar-width: none;
`;

const Tab = styled.button`
  flex: 1 0 auto;
  min-width: 3.5rem;
  height: 2.5rem;
  padding: 0 0.75rem;
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${(p) => p.theme.color.textMuted};
  font: inherit;
  font-size: 0.875rem;
  &[aria-selected='true'] {
    border-bottom-color: ${(p) => p.theme.accent};
    color: ${(p) => p.theme.color.text};
    font-weight: 600;
  }
`;

/** The match-detail tabs, in the order the runtime core's visibility rule gives them. */
export function DetailTabs(props: { tabs: TabName[]; selected: TabName; onSelect: (tab: TabName) => void }) {
  const { t } = useT('score');
  const bar = useRef<HTMLDivElement>(null);
  // Nine tabs do not fit a phone: the selected one is scrolled into view (opened from an address, say).
  useEffect(() => {
    bar.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [props.selected]);
  return (
    <Bar ref={bar} role="tablist" aria-label={t('page.tabs')} data-testid="detail-tabs" onKeyDown={onTablistKey}>
      {props.tabs.map((tab) => (
        <Tab
          key={tab}
          id={`tab-${tab}`}
          type="button"
          role="tab"
          aria-selected={tab === props.selected}
          tabIndex={tab === props.selected ? 0 : -1}
          aria-controls={`panel-${tab}`}
          data-tab={tab}
          onClick={() => props.onSelect(tab)}
        >
          {t(`tabName.${tab}`)}
        </Tab>
      ))}
    </Bar>
  );
}
