import styled from '@emotion/styled';
import { colors } from '../../../core/theme/theme.ts';

/** WeChat's settings list: a label on the left, its value under or beside it, a chevron where a tap changes it. */
export const Rows = styled.ul`
  margin: 0.625rem 0 0;
  padding: 0;
  list-style: none;
  background: ${(p) => p.theme.color.surface};
  > li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  > li > a,
  > li > button,
  > li > div {
    box-sizing: border-box;
    display: flex;
    gap: 0.75rem;
    align-items: flex-start;
    width: 100%;
    min-height: 3rem;
    padding: 0.8125rem 1rem;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    font-size: 0.9375rem;
    text-align: left;
    text-decoration: none;
  }
  > li > a,
  > li > button {
    cursor: pointer;
  }
  > li > a::after,
  > li > button:not([role='switch'])::after {
    content: '›';
    margin-left: auto;
    color: ${(p) => p.theme.color.textMuted};
  }
  span[data-label] {
    flex: none;
  }
  span[data-value] {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
    color: ${(p) => p.theme.color.textMuted};
    text-align: right;
  }
  /* A long value goes under its label: the row wraps, the value takes the whole line. */
  > li > :has(> span[data-block='true']) {
    flex-wrap: wrap;
  }
  span[data-value][data-block='true'] {
    order: 3;
    flex-basis: 100%;
    text-align: left;
  }
  span[data-clamp='true'] {
    display: -webkit-box;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
  }
`;

/** A switch drawn as a pill with its knob, in the brand colour when on. */
export const Switch = styled.span<{ on: boolean }>`
  position: relative;
  flex: none;
  width: 2.75rem;
  height: 1.625rem;
  margin-left: auto;
  border-radius: 0.8125rem;
  background: ${(p) => (p.on ? p.theme.primary : p.theme.color.border)};
  transition: background 0.2s;
  &::after {
    content: '';
    position: absolute;
    top: 0.125rem;
    left: ${(p) => (p.on ? '1.25rem' : '0.125rem')};
    width: 1.375rem;
    height: 1.375rem;
    border-radius: 50%;
    background: ${colors.surface};
    transition: left 0.2s;
  }
`;

/** A line that says why the last action failed, in red, read out when it appears. */
export const Refusal = styled.p`
  margin: 0.625rem 0.875rem 0;
  padding: 0.625rem 0.75rem;
  border-radius: 0.5rem;
  background: ${colors.dangerTint};
  color: ${colors.danger};
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
`;

/** A section's title over a list, in small muted text. */
export const SectionTitle = styled.h3`
  display: flex;
  justify-content: space-between;
  margin: 0;
  padding: 0.875rem 1rem 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
  font-weight: 400;
`;
