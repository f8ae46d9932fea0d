// Lint enforces the boundaries of docs/architecture.md: a boundary that no check enforces does not exist.
import { existsSync, readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { noRestrictedPaths } from './eslint/no-restricted-paths.js';
import { noHardCodedColour } from './eslint/no-hard-coded-colour.js';
import { ownStores, sqlInStores } from './eslint/server-layers.js';

const sidelinePlugin = {
  rules: {
    'no-restricted-paths': noRestrictedPaths,
    'sql-in-stores': sqlInStores,
    'own-stores': ownStores,
    'no-hard-coded-colour': noHardCodedColour,
  },
};

const features = existsSync('runtime/features')
  ? readdirSync('runtime/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** sideline/no-restricted-paths zones: files in `target` may not import files in `from` (minus `except`). */
const zones = [
  {
    target: './schema',
    from: ['./cli', './runtime', './console', './server', './tests', './bench'],
    message: 'schema imports nothing of ours.',
  },
  { target: './cli', from: ['./runtime', './console'], message: 'cli never imports the apps; it hands their roots to Vite.' },
  { target: './runtime', from: ['./cli', './server', './tests', './bench'], message: 'the runtime is the browser app.' },
  // The operators' console and the fan app share nothing but the generated schema types (docs/architecture.md).
  { target: './runtime', from: './console', message: "the fan app never imports the operators' console." },
  {
    target: './console',
    from: ['./runtime', './cli', './server', './tests', './bench'],
    message: 'the console shares nothing with the fan app.',
  },
  {
    target: './console',
    from: './schema',
    except: ['./generated', './form-rules.ts'],
    message: 'the console may use only the generated schema types and the form rules it shares with the server.',
  },
  { target: './runtime', from: './schema', except: ['./generated'], message: 'the runtime may use only the generated schema types.' },
  { target: './runtime/im', from: './runtime', except: ['./im'], message: 'runtime/im imports only itself.' },
  { target: './runtime/core', from: ['./runtime/features', './runtime/app'], message: 'core never imports features or app.' },
  { target: './runtime/ui', from: ['./runtime/features', './runtime/app'], message: 'ui never imports features or app.' },
  ...features.map((name) => ({
    target: `./runtime/features/${name}`,
    from: './runtime/features',
    except: [`./${name}`],
    message: 'a feature never imports another feature; compose them in runtime/app.',
  })),
  { target: './runtime/features', from: './runtime/app', message: 'features never import app.' },
  { target: './server', from: './runtime', except: ['./im/protocol'], message: 'server imports runtime/im/protocol only.' },
  { target: './server', from: ['./cli', './console'], message: 'server does not import cli or the console.' },
];

/**
 * The server's layers (docs/architecture.md "The server"): routes parse, call the domain and answer; the domain owns
 * its rules, its errors and (in store modules) its SQL, and sees ports, never HTTP, the composition or the seed.
 * Tests are left out: they may reach any layer.
 */
const serverZones = [
  {
    target: './server/domain',
    from: [
      './server/http',
      './server/routes',
      './server/seed',
      './server/app.ts',
      './server/start.ts',
      './server/startup',
      './server/server-context.ts',
    ],
    message: 'the domain never imports HTTP, routes, the seed or the composition; it sees ports (server/domain/ports.ts).',
  },
  // Everything of the server but the seed itself and start-up.
  ...[
    './server/domain',
    './server/routes',
    './server/http',
    './server/jobs',
    './server/im',
    './server/db',
    './server/security',
    './server/app.ts',
    './server/server-context.ts',
    './server/clock.ts',
    './server/random.ts',
    './server/static-site.ts',
    './server/shutdown.ts',
    './server/node-role.ts',
  ].map((target) => ({
    target,
    from: './server/seed',
    message: 'nothing imports the seed but start-up and tests; shared data lives in its domain area.',
  })),
];

/** Third-party libraries wrapped once (docs/architecture.md "House rules"): only the named folder may import them. */
const wrapped = [
  { name: 'axios', home: 'runtime/core/http' },
  { name: 'i18next', home: 'runtime/core/i18n' },
  { name: 'react-i18next', home: 'runtime/core/i18n' },
  // The console wraps the same libraries once, in its own folders.
  { name: 'axios', home: 'console/api' },
  { name: 'i18next', home: 'console/i18n' },
  { name: 'react-i18next', home: 'console/i18n' },
  { name: 'hls.js', home: 'runtime/ui/player' },
  { name: 'protobufjs', home: 'runtime/im/protocol' },
];

/** The folders that may import a wrapped library. */
const homesOf = (name) => wrapped.filter((w) => w.name === name).map((w) => w.home);

const restrictedImports = (home) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [...new Set(wrapped.filter((w) => !homesOf(w.name).includes(home)).map((w) => w.name))].map((name) => ({
        name,
        message: `import ${name} only in ${homesOf(name).join(' or ')}.`,
      })),
      // A home may import its library's entry points (the player loads `hls.js/light`); everyone else may not.
      patterns: [
        {
          group: wrapped
            .filter((w) => !homesOf(w.name).includes(home) && ['protobufjs', 'hls.js'].includes(w.name))
            .map((w) => `${w.name}/*`),
          message: 'wrapped libraries are imported only in their one home folder.',
        },
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'schema/generated/**',
      'runtime/im/protocol/generated/**',
      'schema/__tests__/broken/**',
      'server/assets/**',
      // Scratch scripts and local server data (both gitignored).
      '.sideline-tmp/**',
      '.sideline/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { sideline: sidelinePlugin },
    rules: {
      'sideline/no-restricted-paths': ['error', { zones }],
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      ...restrictedImports(),
    },
  },
  ...[...new Set(wrapped.map((w) => w.home))].map((home) => ({ files: [`${home}/**`], rules: restrictedImports(home) })),
  {
    files: ['runtime/im/**'],
    ignores: ['runtime/im/react/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'zustand', 'react-router-dom'].map((name) => ({
            name,
            message: 'runtime/im is framework-free; React belongs in runtime/im/react.',
          })),
        },
      ],
    },
  },
  {
    // A chat domain's on-demand module (runtime/im/<domain>/module/) stays a chunk of its own: the rest of the SDK
    // names its files only in types and in the dynamic import that loads it (docs/im-api.md "Layout").
    files: ['runtime/im/**'],
    ignores: ['runtime/im/*/module/**', 'runtime/im/react/**', '**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/module/*'],
              allowTypeImports: true,
              message:
                'an on-demand module (runtime/im/<domain>/module/) is loaded by import(); the rest of the SDK imports only its types.',
            },
          ],
        },
      ],
    },
  },
  {
    // The palette's tokens are the runtime's only colours; runtime/core/theme defines them (docs/runtime-rules.md).
    files: ['runtime/**/*.ts', 'runtime/**/*.tsx'],
    ignores: ['runtime/core/theme/**', '**/__tests__/**', 'runtime/im/**'],
    rules: { 'sideline/no-hard-coded-colour': 'error' },
  },
  {
    files: ['server/**'],
    ignores: ['**/__tests__/**'],
    rules: {
      'sideline/no-restricted-paths': ['error', { zones: [...zones, ...serverZones] }],
      'sideline/sql-in-stores': ['error', { allow: ['server/db', 'server/seed'] }],
      'sideline/own-stores': 'error',
    },
  },
  {
    files: ['server/domain/**'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...[...new Set(wrapped.map((w) => w.name))].map((name) => ({
              name,
              message: `import ${name} only in ${homesOf(name).join(' or ')}.`,
            })),
            'fastify',
            '@fastify/websocket',
          ].map((entry) => (typeof entry === 'string' ? { name: entry, message: 'the domain knows no HTTP; routes adapt it.' } : entry)),
        },
      ],
    },
  },
  { files: ['tests/**', 'bench/**', 'bin/**', '**/__tests__/**', '*.config.*'], rules: { 'no-console': 'off' } },
  // The bundle floor imports every required library on purpose: it measures them without our code.
  { files: ['bench/floor/**'], rules: { 'no-restricted-imports': 'off' } },
);
