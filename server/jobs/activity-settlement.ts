import type { FastifyInstance } from 'fastify';
import { settleActivities } from '../domain/money/activities/activities.ts';
import type { ServerContext } from '../server-context.ts';
import { onSimulatorNode } from './simulator-node.ts';
import { Ticker } from './ticker.ts';

class ActivitySettler extends Ticker<number> {
  constructor(private readonly context: ServerContext) {
    super();
  }

  protected run(): Promise<number> {
    return settleActivities(this.context.db, this.context.clock.now());
  }
}

/** Settles activities as the clock ends them (a fixed clock settles on reads only), stopping with the app. */
export function activitySettlement(app: FastifyInstance, context: ServerContext): void {
  const settler = new ActivitySettler(context);
  if (!context.clock.fixed)
    app.addHook('onReady', async () =>
      settler.start(
        30_000,
        (error) => context.im.log.warn({ err: error }, 'activity settlement failed'),
        () => onSimulatorNode(context),
      ),
    );
  app.addHook('onClose', () => settler.stop());
}
