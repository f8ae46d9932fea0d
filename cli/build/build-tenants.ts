import { mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { formatIssue, validateTenants, type ResolvedTenant, type TenantConfig } from '../../schema/index.ts';
import { temporaryDir } from './atomic-output.ts';
import { bundleFeatureSet, type Bundle } from './bundle.ts';
import { featureSetKey, featureSetOf, flagDefines } from './flags.ts';
import { bundlePrerender, linkServerRender, writeServerRender } from './prerender.ts';
import { bundlePrerenderVendor, type PrerenderVendor } from './prerender-vendor.ts';
import { renderWorkers } from './render-workers.ts';
import type { BuildReport } from './report.ts';
import { writeTenantOutput } from './tenant-output.ts';

export interface BuildOutcome {
  code: string;
  ok: boolean;
  report?: BuildReport;
  /** What went wrong, ready to print: manifest issues or the bundler's message. */
  errors: string[];
  durationMs: number;
}

export interface BuildOptions {
  rootDir: string;
  distDir: string;
  /** Bundling passes run at the same time. */
  concurrency: number;
  /** Called as each site finishes, in the order the sites were started (one finished early waits for those before it). */
  onSiteDone?: (outcome: BuildOutcome, done: number, total: number) => void;
}

/**
 * Builds sites in one process. Sites whose manifests build the same features share one bundling pass (the
 * JavaScript is identical; each site gets its own index.html, images and report), so building all 15 costs
 * little more than building the few distinct feature sets. A site that fails never stops the others.
 */
export async function buildTenants(codes: readonly string[], options: BuildOptions): Promise<BuildOutcome[]> {
  const started = performance.now();
  const validation = validateTenants(options.rootDir, codes);
  const outcomes: BuildOutcome[] = [];
  const done = (outcome: BuildOutcome) => {
    outcomes.push(outcome);
    options.onSiteDone?.(outcome, outcomes.length, codes.length);
  };
  for (const code of codes) {
    if (validation.tenants.has(code)) continue;
    const issues = validation.issues.filter((i) => i.site === code).map(formatIssue);
    done({ code, ok: false, errors: issues.length > 0 ? issues : ['invalid manifest'], durationMs: performance.now() - started });
  }

  const groups = new Map<string, ResolvedTenant[]>();
  for (const code of codes) {
    const tenant = validation.tenants.get(code);
    if (!tenant) continue;
    const key = featureSetKey(featureSetOf(tenant.manifest));
    groups.set(key, [...(groups.get(key) ?? []), tenant]);
  }

  mkdirSync(options.distDir, { recursive: true });
  const queue = [...groups.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, tenants] = next;
      const groupStarted = performance.now();
      const staging = temporaryDir(options.distDir, `bundle-${key}`);
      // The feature set's server render, bundled beside its browser bundle; each site then renders its routes with it
      // and the libraries' bundle, which the feature sets share.
      const libraries = sharedLibraries();
      const prerenderBundle = bundlePrerender(featureSetOf(tenants[0].manifest));
      prerenderBundle.catch(() => undefined);
      const removePrerender = async () => (await prerenderBundle.catch(() => undefined))?.remove();
      let bundle: Bundle;
      try {
        bundle = await bundleFeatureSet(featureSetOf(tenants[0].manifest), staging);
      } catch (error) {
        rmSync(staging, { recursive: true, force: true });
        await removePrerender();
        for (const tenant of tenants)
          reportInOrder()({
            code: tenant.code,
            ok: false,
            errors: [`bundling failed: ${messageOf(error)}`],
            durationMs: performance.now() - groupStarted,
          });
        continue;
      }
      // A site's output is mostly its render, in a worker thread: the sites render side by side, a core each (a
      // thread renders one site after another), while the next feature set bundles; the bundle's staging folder goes once its sites are written.
      const sites = tenants.map((tenant) => {
        const finished = reportInOrder();
        return siteLane(async () => {
          const sharedWith = tenants.filter((t) => t !== tenant).map((t) => t.code);
          try {
            // Rendered from the site's own copy of the render, so a thread that rendered other sites loads it afresh.
            const prerender = async (config: TenantConfig, siteDir: string) =>
              renders.render(
                linkServerRender(await prerenderBundle, await libraries, siteDir),
                config,
                flagDefines(featureSetOf(tenant.manifest)),
              );
            const serverRender = async (siteDir: string, config: TenantConfig) =>
              writeServerRender(await prerenderBundle, await libraries, siteDir, config, flagDefines(featureSetOf(tenant.manifest)));
            const report = await writeTenantOutput(tenant, bundle, {
              rootDir: options.rootDir,
              distDir: options.distDir,
              sharedWith,
              prerender,
              serverRender,
            });
            finished({ code: tenant.code, ok: true, report, errors: [], durationMs: report.durationMs });
          } catch (error) {
            finished({
              code: tenant.code,
              ok: false,
              errors: [`writing dist/${tenant.code} failed: ${messageOf(error)}`],
              durationMs: performance.now() - groupStarted,
            });
          }
        });
      });
      written.push(
        Promise.all(sites).then(async () => {
          rmSync(staging, { recursive: true, force: true });
          await removePrerender();
        }),
      );
    }
  };
  const siteLane = lanes(availableParallelism());
  // The sites are reported in the order they were started, each as soon as those before it are: the progress lines
  // keep one order however the renders side by side finish.
  const held: (BuildOutcome | undefined)[] = [];
  let reported = 0;
  const reportInOrder = () => {
    const slot = held.push(undefined) - 1;
    return (outcome: BuildOutcome) => {
      held[slot] = outcome;
      for (let next = held[reported]; next; next = held[reported]) {
        reported++;
        done(next);
      }
    };
  };
  const written: Promise<void>[] = [];
  const renders = renderWorkers();
  // Bundled once, as the first feature set starts (cli/build/prerender-vendor.ts): about half of a render's bundling.
  let vendor: Promise<PrerenderVendor> | undefined;
  const sharedLibraries = () => {
    if (!vendor) {
      vendor = bundlePrerenderVendor();
      vendor.catch(() => undefined);
    }
    return vendor;
  };
  try {
    await Promise.all(Array.from({ length: Math.min(options.concurrency, Math.max(queue.length, 1)) }, worker));
    await Promise.all(written);
  } finally {
    await renders.close();
    (await vendor?.catch(() => undefined))?.remove();
  }
  return codes.map((code) => outcomes.find((o) => o.code === code) as BuildOutcome);
}

/** A runner of jobs at most `count` at a time, the others waiting their turn in order. */
function lanes(count: number): (job: () => Promise<void>) => Promise<void> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (job) => {
    // A job that ends hands its lane to the first one waiting, so no newcomer slips in between.
    if (running < count) running++;
    else await new Promise<void>((start) => waiting.push(start));
    try {
      await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] : String(error);
}
