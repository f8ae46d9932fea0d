import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const floorDir = fileURLToPath(new URL('./floor', import.meta.url));

/** Gzip bytes (level 9, as the build report counts them) of the required libraries alone, bundled like a tenant. */
export async function floorSize(): Promise<{ gzip: number; raw: number }> {
  const outDir = mkdtempSync(join(tmpdir(), 'sideline-floor-'));
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      envDir: false,
      root: floorDir,
      base: '/m/',
      mode: 'production',
      logLevel: 'error',
      publicDir: false,
      plugins: [react()],
      build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
    });
    const files = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
    const contents = files.map((f) => readFileSync(join(outDir, 'assets', f)));
    return { raw: contents.reduce((n, c) => n + c.length, 0), gzip: contents.reduce((n, c) => n + gzipSync(c, { level: 9 }).length, 0) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
