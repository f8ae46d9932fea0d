import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { bundlingHtml, readTemplate, renderTenantHtml, type HtmlValues } from './index-html.ts';
import { packagePaths } from './paths.ts';

const tenantModule = 'virtual:sideline/tenant';
const featuresModule = 'virtual:sideline/features';
/** Where the prerender bundle finds the site it renders: its configuration and build flags. */
export const prerenderGlobal = '__slPrerender';

export interface TenantPluginOptions {
  /** Features to import, in registry order. */
  features: readonly string[];
  /** In `sideline dev`: the tenant's values for the page, rendered on every request. */
  devHtml?: () => HtmlValues;
  /** In the build's prerender bundle (cli/build/prerender.ts): the configuration is the site's being rendered. */
  prerender?: boolean;
}

/** Absolute path of a feature's definition (index.ts, or index.tsx when it renders a menu icon). */
export function featureEntry(name: string): string {
  const base = join(packagePaths.runtime, 'features', name, 'index');
  const file = ['.ts', '.tsx'].map((ext) => base + ext).find((path) => existsSync(path));
  if (!file) throw new Error(`feature "${name}" has no runtime/features/${name}/index.ts`);
  return file;
}

/**
 * Tailors the shared runtime to a tenant: `virtual:sideline/features` imports only the built features,
 * `virtual:sideline/tenant` reads the tenant's configuration from the page, and index.html comes from templates/.
 */
export function tenantPlugin(options: TenantPluginOptions): Plugin {
  const htmlId = join(packagePaths.runtime, 'index.html');
  const template = readTemplate();
  return {
    name: 'sideline:tenant',
    enforce: 'pre',
    resolveId(id) {
      if (id === tenantModule || id === featuresModule) return '\0' + id;
      if (id === htmlId) return htmlId;
      return null;
    },
    load(id) {
      if (id === '\0' + tenantModule) {
        if (options.prerender) return `export const tenant = globalThis.${prerenderGlobal}.tenant;`;
        return [
          `const node = document.getElementById('sideline-tenant');`,
          `if (!node || !node.textContent) throw new Error('index.html lacks the tenant configuration (#sideline-tenant)');`,
          `export const tenant = JSON.parse(node.textContent);`,
        ].join('\n');
      }
      if (id === '\0' + featuresModule) {
        const imports = options.features.map((name, i) => `import feature${i} from ${JSON.stringify(featureEntry(name))};`);
        return `${imports.join('\n')}\nexport const builtFeatures = [${options.features.map((_, i) => `feature${i}`).join(', ')}];\n`;
      }
      if (id === htmlId) return bundlingHtml(template);
      return null;
    },
    configureServer(server) {
      const values = options.devHtml;
      if (!values) return;
      server.middlewares.use((request, response, next) => {
        const accepts = request.headers.accept ?? '';
        if (request.method !== 'GET' || !accepts.includes('text/html')) return next();
        const page = renderTenantHtml(template, template, values());
        server
          .transformIndexHtml(request.url ?? '/', page)
          .then((html) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(html);
          })
          .catch(next);
      });
    },
  };
}
