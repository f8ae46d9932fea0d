import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IncidentIcon, type IncidentMark } from '../incident-icon.tsx';

/** Characters that need a colour emoji font or a symbol font many systems lack: boxes without one. */
const fontDependent = /[\u2190-\u21ff\u2600-\u27bf\u{1f000}-\u{1faff}]/u;

const marks: IncidentMark[] = ['goal', 'yellow_card', 'red_card', 'substitution', 'corner', 'player_in'];

describe('incident marks are drawn, so a machine without an emoji font shows them', () => {
  it.each(marks)('%s is an SVG with its label and no emoji or symbol character', (kind) => {
    const html = renderToStaticMarkup(<IncidentIcon kind={kind} label={`label of ${kind}`} />);
    expect(html).toMatch(/<svg[^>]* role="img"/);
    expect(html).toContain(`aria-label="label of ${kind}"`);
    expect(html).not.toMatch(fontDependent);
  });

  it("draws the cards in the palette's referee colours (yellow #f5c518, red #e53935 in every brand)", () => {
    expect(renderToStaticMarkup(<IncidentIcon kind="yellow_card" label="黄牌" />)).toContain('fill="var(--sl-card-yellow)"');
    expect(renderToStaticMarkup(<IncidentIcon kind="red_card" label="红牌" />)).toContain('fill="var(--sl-card-red)"');
  });
});
