import type { FastifyInstance } from 'fastify';
import { robotTickMs } from './robots.ts';
import type { ServerContext } from '../server-context.ts';
import { onSimulatorNode } from './simulator-node.ts';

/** Starts the robots' timer with the app (not on a fixed clock, which never moves) and stops it when the app closes. */
export function robotTimer(app: FastifyInstance, context: ServerContext): void {
  const robots = context.robots;
  if (!robots) return;
  if (!context.clock.fixed)
    app.addHook('onReady', async () =>
      robots.start(
        robotTickMs,
        (error) => context.im.log.warn({ err: error }, 'robots failed'),
        () => onSimulatorNode(context),
      ),
    );
  app.addHook('onClose', () => robots.stop());
}
