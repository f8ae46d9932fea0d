import type { ResolvedTenant } from '../resolve.ts';
import type { SchemaProblem } from '../ajv-issues.ts';

/** What a semantic rule sees: the resolved manifest with its provenance, and the folder it lives in. */
export interface RuleContext {
  tenant: ResolvedTenant;
  rootDir: string;
  /** Brand folder of the site's own file. */
  folder: string;
}

/** A check the JSON Schema cannot express. Returns the problems it finds (none when the manifest is fine). */
export type SemanticRule = (context: RuleContext) => SchemaProblem[];
