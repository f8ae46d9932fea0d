/** One problem found in a manifest, pointing at the place an operator must edit. */
export interface ManifestIssue {
  /** Stable identifier of the kind of problem, e.g. `unknown-key`, `extends-cycle`. */
  code: string;
  severity: 'error' | 'warning';
  /** Site code being validated when the problem was found. */
  site: string;
  /** File to edit, relative to the project root. */
  file: string;
  /** 1-based line and column in `file`; 0 when the issue is not about a place in a file (an unknown site code). */
  line: number;
  column: number;
  /** JSON pointer of the offending value (RFC 6901), `""` for the document. */
  pointer: string;
  message: string;
  /** "did you mean" suggestion, when one is close enough. */
  suggestion?: string;
}

/** Thrown when manifests cannot be used; carries every issue found, not only the first. */
export class ManifestError extends Error {
  readonly code = 'MANIFEST_INVALID';
  constructor(readonly issues: ManifestIssue[]) {
    super(issues.map(formatIssue).join('\n'));
    this.name = 'ManifestError';
  }
}

export function formatIssue(issue: ManifestIssue): string {
  const where = issue.line > 0 ? `${issue.file}:${issue.line}:${issue.column}` : issue.file;
  const pointer = issue.pointer === '' ? '(document)' : issue.pointer;
  const hint = issue.suggestion ? ` (did you mean "${issue.suggestion}"?)` : '';
  return `${where} ${issue.severity} ${pointer}: ${issue.message}${hint} [${issue.code}]`;
}
