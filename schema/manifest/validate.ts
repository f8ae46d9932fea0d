import { checkResolved, checkWritten, type SchemaProblem } from './ajv-issues.ts';
import { readCatalogue, type Catalogue, type ManifestFile } from './catalogue.ts';
import { didYouMean } from './did-you-mean.ts';
import { ManifestError, type ManifestIssue } from './issues.ts';
import { DEFAULT_SOURCE, mergeLayers, sourceOf, type Layer, type ResolvedTenant } from './resolve.ts';
import { semanticRules } from './rules/index.ts';
import { parseSource, type ParseResult, type SourceFile } from './source-file.ts';

export interface ValidationResult {
  /** Every site code found (abstract bases excluded), sorted. */
  siteCodes: string[];
  /** Resolved manifests of the requested sites that have no errors. */
  tenants: Map<string, ResolvedTenant>;
  /** Errors and warnings per site: a problem in a parent file is listed for every site that inherits it. */
  issues: ManifestIssue[];
}

/**
 * The validation pipeline: parse each file of the `extends` chain, check it as written, resolve `extends`
 * and defaults, check the resolved manifest, then run the semantic rules. Every issue names a file and line.
 */
/** Issues with the site left out, each once: for printing a run where several sites inherit one mistake. */
export function uniqueIssues(issues: readonly ManifestIssue[]): ManifestIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.file}|${issue.pointer}|${issue.code}|${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function validateTenants(rootDir: string, codes?: readonly string[]): ValidationResult {
  const run = new ValidationRun(readCatalogue(rootDir));
  const siteCodes = run.siteCodes();
  for (const code of codes ?? siteCodes) run.validateSite(code, siteCodes);
  return { siteCodes, tenants: run.tenants, issues: run.issues };
}

/** Resolves one site or throws a {@link ManifestError} listing everything wrong with it. */
export function loadTenant(rootDir: string, code: string): ResolvedTenant {
  const result = validateTenants(rootDir, [code]);
  const tenant = result.tenants.get(code);
  if (!tenant || result.issues.some((i) => i.severity === 'error')) throw new ManifestError(result.issues);
  return tenant;
}

class ValidationRun {
  readonly tenants = new Map<string, ResolvedTenant>();
  readonly issues: ManifestIssue[] = [];
  private readonly parsed = new Map<string, ParseResult>();
  private readonly seen = new Set<string>();

  constructor(private readonly catalogue: Catalogue) {}

  siteCodes(): string[] {
    return [...this.catalogue.files.values()]
      .filter((f) => {
        const value = this.parse(f, '')?.value as Record<string, unknown> | undefined;
        return value?.abstract !== true;
      })
      .map((f) => f.name)
      .sort();
  }

  validateSite(code: string, siteCodes: readonly string[]): void {
    const own = this.catalogue.files.get(code);
    if (!own) {
      const suggestion = didYouMean(code, siteCodes);
      this.report(code, undefined, {
        code: 'unknown-site',
        pointer: '',
        message: `no manifest tenants/<brand>/${code}.json; known site codes: ${siteCodes.join(', ')}`,
        suggestion,
      });
      return;
    }
    // An ambiguous code is reported in every file that claims it and never built, whichever file wins the lookup.
    const duplicated = this.catalogue.duplicates.has(code);
    for (const duplicate of this.catalogue.duplicates.get(code) ?? []) {
      this.report(code, this.parse(duplicate, code), {
        code: 'duplicate-site',
        pointer: '',
        message: `site code "${code}" is defined more than once: ${(this.catalogue.duplicates.get(code) ?? []).map((f) => f.file).join(', ')}`,
      });
    }
    const layers = this.chain(code, own);
    if (!layers) return;
    const ownSource = this.parse(own, code);
    if ((layers[layers.length - 1].value as { abstract?: boolean }).abstract === true) {
      this.report(code, ownSource, {
        code: 'abstract-site',
        pointer: '/abstract',
        message: `"${code}" is an abstract base for other manifests, not a site code; it cannot be built`,
      });
      return;
    }
    const tenant = mergeLayers(code, layers, this.catalogue.rootDir);
    const placeResolved = (problem: SchemaProblem) => {
      const file = problem.ownFile ? own.file : sourceOf(tenant, problem.pointer);
      const source = file === DEFAULT_SOURCE ? ownSource : this.sourceByFile(file);
      this.report(code, source ?? ownSource, problem);
    };
    const schemaProblems = checkResolved(tenant.manifest);
    schemaProblems.forEach(placeResolved);
    if (schemaProblems.length > 0) return;
    const context = { tenant, rootDir: this.catalogue.rootDir, folder: own.brand };
    const semantic = semanticRules.flatMap((rule) => rule(context));
    semantic.forEach(placeResolved);
    if (!semantic.some((problem) => problem.severity !== 'warning') && !duplicated) this.tenants.set(code, tenant);
  }

  /** The layers of a site, root ancestor first; undefined (after reporting) when a file is broken or the chain is. */
  private chain(code: string, own: ManifestFile): Layer[] | undefined {
    const layers: Layer[] = [];
    const visited: string[] = [];
    let broken = false;
    for (let file: ManifestFile | undefined = own; file;) {
      visited.push(file.name);
      const source = this.parse(file, code);
      if (!source) return undefined;
      const problems = checkWritten(source.value);
      problems.forEach((p) => this.report(code, source, p));
      if (problems.length > 0) broken = true;
      const value = source.value as Record<string, unknown>;
      layers.unshift({ file: file.file, value });
      const parent = typeof value.extends === 'string' ? value.extends : undefined;
      if (parent === undefined || problems.some((p) => p.pointer === '/extends')) break;
      if (visited.includes(parent)) {
        this.report(code, source, {
          code: 'extends-cycle',
          pointer: '/extends',
          message: `extends cycle: ${[...visited, parent].join(' -> ')}`,
        });
        return undefined;
      }
      const next = this.catalogue.files.get(parent);
      if (!next) {
        const suggestion = didYouMean(parent, this.catalogue.files.keys());
        this.report(code, source, {
          code: 'unknown-parent',
          pointer: '/extends',
          message: `extends "${parent}", but there is no manifest tenants/<brand>/${parent}.json`,
          suggestion,
        });
        return undefined;
      }
      file = next;
    }
    return broken ? undefined : layers;
  }

  /** Parses a file once; reports its syntax problem for each site that needs it (none when `site` is empty). */
  private parse(file: ManifestFile, site: string): SourceFile | undefined {
    let result = this.parsed.get(file.path);
    if (!result) {
      result = parseSource(file.file, file.text);
      this.parsed.set(file.path, result);
    }
    if (!result.ok) {
      if (site) this.push({ code: 'invalid-json', severity: 'error', site, file: file.file, pointer: '', ...result.problem });
      return undefined;
    }
    const value = result.source.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      if (site)
        this.report(site, result.source, { code: 'not-an-object', pointer: '', message: 'a manifest must be a JSON object { ... }' });
      return undefined;
    }
    return result.source;
  }

  private sourceByFile(file: string): SourceFile | undefined {
    for (const result of this.parsed.values()) if (result.ok && result.source.file === file) return result.source;
    return undefined;
  }

  private report(site: string, source: SourceFile | undefined, problem: SchemaProblem): void {
    const place = source ? source.locate(problem.pointer, { key: problem.atKey }) : { line: 0, column: 0 };
    this.push({
      code: problem.code,
      severity: problem.severity ?? 'error',
      site,
      file: source?.file ?? 'tenants/',
      pointer: problem.pointer,
      message: problem.message,
      ...(problem.suggestion ? { suggestion: problem.suggestion } : {}),
      ...place,
    });
  }

  private push(issue: ManifestIssue): void {
    const key = `${issue.site}|${issue.file}|${issue.pointer}|${issue.code}|${issue.message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.issues.push(issue);
  }
}
