import type { PrerenderedPage } from './prerender.ts';
import { htmlSize, type PrerenderedRoute } from './report.ts';

const emptyRoot = '<div id="root"></div>';

/**
 * The file a route's HTML is written to in dist/<code>/: `/score` is score.html, `/live-detail/:id` live-detail-_id.html
 * (no address of the app names it, so static hosting's `$uri.html` never serves it for another route).
 */
export function routeFile(path: string): string {
  return `${path.slice(1).replace(/\//g, '-').replace(/:/g, '_')}.html`;
}

/**
 * The site's index.html with a route's HTML in #root (marked with its language, which the app checks before it
 * hydrates) and the route's critical CSS in the head. Where the head's script found that the fan chose the other
 * language, the marked HTML stays hidden until the app renders it afresh, so the wrong language never shows.
 */
export function prerenderedHtml(indexHtml: string, page: PrerenderedPage): string {
  if (!indexHtml.includes(emptyRoot) || !indexHtml.includes('</head>'))
    throw new Error('the site index.html has no empty <div id="root"> or no </head>');
  const styles = [
    `<style>html[data-relabel] #root[data-prerendered]{visibility:hidden}</style>`,
    `<style data-emotion="css ${page.ids.join(' ')}">${page.css.replace(/<\/style/gi, '<\\/style')}</style>`,
  ];
  return indexHtml
    .replace('</head>', () => `  ${styles.join('\n    ')}\n  </head>`)
    .replace(emptyRoot, () => `<div id="root" data-prerendered="${page.lang}">${page.html}</div>`);
}

export async function routeReport(page: PrerenderedPage, html: string): Promise<PrerenderedRoute> {
  return { path: page.path, file: routeFile(page.path), lang: page.lang, ...(await htmlSize(html)) };
}
