import type { FastifyInstance } from 'fastify';
import type { RoomNotices } from '../domain/matches/ports.ts';
import { settleDecidedMatches } from '../domain/matches/quiz/quiz-settlement.ts';
import { publishStored } from '../im/room-events.ts';
import type { ServerContext } from '../server-context.ts';
import { onSimulatorNode } from './simulator-node.ts';
import { Ticker } from './ticker.ts';

/** How often (real time) the server settles the quizzes of matches that have ended. @default 5000 */
export const quizSettleTickMs = 5_000;

/** Settles every decided match with open entries, a bounded batch per run; answers how many entries it settled. */
export class QuizSettler extends Ticker<number> {
  private readonly notices: RoomNotices;

  constructor(private readonly context: ServerContext) {
    super();
    // The match's live rooms hear the results through the chat gateway.
    this.notices = { publishStored: (groupId, event) => publishStored(context.im, groupId, event) };
  }

  protected run(): Promise<number> {
    return settleDecidedMatches(this.context, this.notices);
  }
}

/** Settles quizzes as the clock ends matches (not for a fixed clock: reads settle there), stopping with the app. */
export function quizSettlement(app: FastifyInstance, context: ServerContext): void {
  const settler = new QuizSettler(context);
  if (!context.clock.fixed)
    app.addHook('onReady', async () =>
      settler.start(
        quizSettleTickMs,
        (error) => context.im.log.warn({ err: error }, 'quiz settlement failed'),
        () => onSimulatorNode(context),
      ),
    );
  app.addHook('onClose', () => settler.stop());
}
