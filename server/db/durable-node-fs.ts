import { fsyncSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The part of Emscripten's NODEFS a file sync goes through: a stream holds the real file's descriptor. */
interface NodeFsStreams {
  stream_ops: { fsync?: (stream: { nfd?: number }) => number };
}

/**
 * PGlite's data folder with PostgreSQL's own durability: as shipped, PGlite starts with `-F` (fsync off) and its
 * NODEFS layer has no fsync, so `fsync()` from PostgreSQL returns without touching the disk and `fdatasync()` is a
 * no-op in Emscripten's C library. This turns fsync on, makes the WAL flush at commit call `fsync()` (the one call
 * that reaches the layer) and gives NODEFS an fsync of the real file: an acknowledged commit is on disk before the
 * answer, and a checkpoint syncs data files, pg_control and directories as PostgreSQL does (docs/ledger.md).
 */
export class DurableNodeFs extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]): ReturnType<NodeFS['init']> {
    const prepared = await super.init(pg, opts);
    prepared.emscriptenOpts.preRun = [
      ...(prepared.emscriptenOpts.preRun ?? []),
      (mod) => {
        const nodeFs = mod.NODEFS as unknown as NodeFsStreams;
        nodeFs.stream_ops.fsync = (stream) => {
          if (stream.nfd !== undefined) fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return prepared;
  }
}

/**
 * PGlite's start parameters for a durable data folder: fsync on (no `-F`), and WAL flushes through `fsync()`. Its
 * buffer cache is 16 MB instead of 128: pages it does not hold are one read from the OS's page cache away, and the
 * WebAssembly memory it would fill is never given back; 16 MB idles about 35 MiB lower than 32 at the same spend and
 * read cost (docs/decisions.md "Idle memory" and "PGlite's buffer cache at 16 MB").
 */
export function durableStartParams(): string[] {
  return [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync', '-c', 'shared_buffers=16MB'];
}

/** The options that open a data folder durably. */
export function durablePgliteOptions(dataDir: string): PGliteOptions {
  return { fs: new DurableNodeFs(dataDir), startParams: durableStartParams() };
}
