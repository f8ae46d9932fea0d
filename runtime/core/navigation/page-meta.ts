import type { Locale, TenantConfig } from '../tenant/tenant-config.ts';

export interface PageMeta {
  title: string;
  keywords: string;
}

/** Paths with their own title and keywords (spec 000 §2); everything else uses the site's. */
export const pagesWithMeta = ['/live', '/score', '/live/lives', '/c2c', '/user-center'] as const;

/** Title and keywords for an app path (without the /m base). */
export function pageMetaFor(config: TenantConfig, path: string, locale: Locale): PageMeta {
  const siteName = config.siteName[locale];
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const page = (config.pages as Record<string, { title: Record<Locale, string>; keywords: Record<Locale, string> } | undefined> | undefined)?.[normalized];
  if (!page) return { title: siteName, keywords: config.keywords?.[locale] ?? '' };
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
