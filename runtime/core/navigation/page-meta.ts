import type { Locale, TenantConfig } from '../../../schema/generated/resolved-manifest.ts';

export interface PageMeta {
  title: string;
  keywords: string;
}

/**
 * Title and keywords for an app path (without the /m base): the manifest's `pages` entry for /live, /score,
 * /live/lives, /c2c and /user-center (spec 000 §2), the site's own everywhere else.
 */
export function pageMetaFor(config: TenantConfig, path: string, locale: Locale): PageMeta {
  const siteName = config.siteName[locale];
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const page = (config.pages as Partial<Record<string, TenantConfig['pages']['/live']>>)[normalized];
  if (!page) return { title: siteName, keywords: config.keywords[locale] };
  return { title: page.title[locale].replaceAll('{siteName}', siteName), keywords: page.keywords[locale] };
}

/** Writes the title and keywords into the document. */
export function applyPageMeta(meta: PageMeta, doc: Document = document): void {
  doc.title = meta.title;
  let keywords = doc.querySelector<HTMLMetaElement>('meta[name="keywords"]');
  if (!keywords) {
    keywords = doc.createElement('meta');
    keywords.name = 'keywords';
    doc.head.append(keywords);
  }
  keywords.content = meta.keywords;
}
