import type { FastifyInstance } from 'fastify';
import type { OpsLangQuery, OpsSiteConfigRequest } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { audit, requireOperator } from '../../http/operator-guard.ts';
import { builtSite, builtSites, type BuiltSite } from '../../domain/site/built-sites.ts';
import { describedConfig, numberDescriptions, switchDescriptions, type ConsoleLanguage } from '../../domain/site/config-descriptions.ts';
import { siteConfig, updateSiteConfig } from '../../domain/site/site-config.ts';
import type { Database } from '../../domain/ports.ts';
import type { ServerContext } from '../../server-context.ts';

/** The console's language from `?lang=zh|pt-BR` (schema/api/ops/lang.query.json; zh when absent). */
const languageOf = (request: { query: OpsLangQuery }): ConsoleLanguage => request.query.lang ?? 'zh';

/** The query of the calls that answer in the console's language. */
const langQuery = { querystring: ref('ops/lang.query') };

/** A built site as the console lists it: the site's name in the console's language. */
function siteSummary(site: BuiltSite, language: ConsoleLanguage) {
  const { names, ...rest } = site;
  return { ...rest, name: names ? (names[language === 'zh' ? 'cn' : 'pt-br'] ?? names.cn ?? null) : null };
}

/** This node's site: what was built, and its live switches and numbers with what each does. */
async function siteAnswer(context: ServerContext, db: Database, siteDir: string | undefined, language: ConsoleLanguage) {
  return {
    ...siteSummary(builtSite(siteDir, context.site), language),
    ...describedConfig(await siteConfig({ db, site: context.site }), language),
  };
}

/** The subset of a config the change names, for the audit log's before and after. */
function pick(config: object, keys: readonly string[]): Record<string, unknown> {
  const values = config as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, values[key]]));
}

/** The sites: this node's, with its live switches (changed here), and every built site the operator may see. */
export function siteRoutes(app: FastifyInstance, context: ServerContext, siteDir: string | undefined): void {
  app.get<{ Querystring: OpsLangQuery }>('/site', { schema: langQuery, config: { answer: 'ops/site.response' } }, async (request) => {
    await requireOperator(context, request, 'sites.read');
    return ok(await siteAnswer(context, context.db, siteDir, languageOf(request)));
  });

  // A change applies at the fans' next config read (getCommonConfig reads the row each time).
  app.patch<{ Body: OpsSiteConfigRequest; Querystring: OpsLangQuery }>(
    '/site/config',
    { schema: { ...langQuery, body: ref('ops/site-config.request') }, config: { answer: 'ops/site.response' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'switches.write');
      const language = languageOf(request);
      const keys = Object.keys(request.body).filter((key) => key in switchDescriptions || key in numberDescriptions);
      return ok(
        await context.db.transaction(async (tx) => {
          const before = pick(await siteConfig({ db: tx, site: context.site }), keys);
          const after = pick(await updateSiteConfig(tx, context.site, { ...request.body }), keys);
          await audit(context, request, operator, { action: 'site.config', targetKind: 'site', targetId: context.site, before, after }, tx);
          return siteAnswer(context, tx, siteDir, language);
        }),
      );
    },
  );

  app.get<{ Querystring: OpsLangQuery }>('/sites', { schema: langQuery, config: { answer: 'ops/sites.response' } }, async (request) => {
    const operator = await requireOperator(context, request, 'sites.read');
    const language = languageOf(request);
    const visible = builtSites(siteDir, context.site).filter((site) => operator.sites === null || operator.sites.includes(site.code));
    return ok(visible.map((site) => siteSummary(site, language)));
  });
}
