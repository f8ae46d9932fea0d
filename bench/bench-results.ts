/** The figures `npm run bench` writes to bench/results/latest.json and compares with bench/baseline.json. */
import type { ChatFigures } from './chat-bench.ts';
import type { ConversationListFigures } from './conversation-list-load.ts';
import type { FirstVisitFigures } from './first-visit.ts';
import type { InteractionFigures } from './interactions.ts';
import type { MachineProbe } from './machine-probe.ts';
import type { LiveScorePageFigures } from './live-score-pages.ts';
import type { MatchFanoutFigures } from './match-fanout.ts';
import type { PageLoadResults } from './page-load.ts';
import type { PushFanoutFigures } from './push-fanout.ts';
import type { ServerFigures } from './server-bench.ts';

export interface Results {
  /** How fast the machine was during the run: the probes taken between sections (bench/machine-probe.ts). */
  machine?: MachineProbe;
  server?: ServerFigures;
  build: { oneTenantMs: number; allTenantsMs: number; ratio: number; runs: number; loopOfSeparateBuildsVsBuildAll: number };
  bundle: Record<
    string,
    {
      initialGzip: number;
      initialBrotli: number;
      initialRaw: number;
      totalGzip: number;
      largestChunk: number;
      features: number;
      featureChunks: Record<string, number>;
      disabledFeatureBytes: Record<string, number>;
    }
  >;
  pageLoad?: PageLoadResults;
  /** /m/score's first visit with the daily pop-up ad due, and the returning visit (bench/first-visit.ts). */
  firstVisit?: FirstVisitFigures;
  /** /m/c2c opened with 500 conversations (bench/conversation-list-load.ts). */
  conversationList?: ConversationListFigures;
  interactions?: InteractionFigures;
  /** The required libraries alone, bundled like a tenant (bench/floor). */
  floor?: { gzip: number; raw: number };
  chat?: ChatFigures;
  liveScores?: { pages: LiveScorePageFigures; fanout: MatchFanoutFigures };
  /** One goal to 10,000 devices by Web Push (bench/push-fanout.ts). */
  pushFanout?: PushFanoutFigures;
}
