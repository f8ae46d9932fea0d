/** The longest keyword the server accepts (docs/api.md, Search: 1 to 30 characters). */
export const keywordMaxLength = 30;

/**
 * The keyword a search is made with: trimmed, and cut to what the server accepts, so a long paste still searches
 * instead of failing. An empty answer means there is nothing to search.
 */
export function normaliseKeyword(raw: string | null | undefined): string {
  return Array.from((raw ?? '').trim())
    .slice(0, keywordMaxLength)
    .join('')
    .trim();
}
