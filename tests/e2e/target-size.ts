import type { Page } from '@playwright/test';

/** WCAG 2.2 SC 2.5.8 (Target Size, Minimum, AA): a pointer target is at least this many CSS pixels each way. */
export const minimumTarget = 24;

/** What a fan can tap or reach with Tab: the targets the criterion is about. */
const targets = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  '[role=button]',
  '[role=tab]',
  '[role=link]',
  '[role=switch]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=menuitem]',
  '[role=option]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * The targets on screen smaller than 24x24 CSS px that no exception of SC 2.5.8 lets through, each as
 * `tag "name" WxH`. The exceptions applied: spacing (a 24 px circle centred on the target meets no other target nor
 * the circle of another small one) and inline (a link inside a sentence, whose size the line of text sets).
 */
export async function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, minimum }) => {
      const radius = minimum / 2;
      const shown = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          getComputedStyle(element).visibility !== 'hidden' &&
          !element.closest('[aria-hidden="true"], [inert]') &&
          !(element as HTMLButtonElement).disabled
        );
      });
      const boxes = shown.map((element) => element.getBoundingClientRect());
      const small = boxes.map((box) => box.width < minimum || box.height < minimum);
      const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
      // How far a point is from a box (0 inside it).
      const distance = (point: { x: number; y: number }, box: DOMRect) =>
        Math.hypot(Math.max(box.left - point.x, 0, point.x - box.right), Math.max(box.top - point.y, 0, point.y - box.bottom));
      const inline = (element: HTMLElement) =>
        element.tagName === 'A' &&
        getComputedStyle(element).display === 'inline' &&
        (element.parentElement?.textContent ?? '').trim() !== (element.textContent ?? '').trim();
      return shown.flatMap((element, i) => {
        if (!small[i] || inline(element)) return [];
        const own = centre(boxes[i]);
        const crowded = shown.some((other, j) => {
          // A control inside another (a button in a link row) is one target to the finger.
          if (j === i || other.contains(element) || element.contains(other)) return false;
          if (distance(own, boxes[j]) < radius) return true;
          return small[j] && Math.hypot(own.x - centre(boxes[j]).x, own.y - centre(boxes[j]).y) < minimum;
        });
        if (!crowded) return [];
        const name = element.getAttribute('aria-label') || element.dataset.testid || (element.textContent ?? '').trim().slice(0, 24);
        return [`${element.tagName.toLowerCase()} "${name}" ${Math.round(boxes[i].width)}x${Math.round(boxes[i].height)}`];
      });
    },
    { selector: targets, minimum: minimumTarget },
  );
}
