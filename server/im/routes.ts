import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ImGateway } from './gateway.ts';
import type { ChatContext } from './gateway-port.ts';
import { longPollRoutes } from './long-poll/long-poll-routes.ts';
import { reportRoute } from './report-route.ts';
import { socketRoute } from './socket-route.ts';

/**
 * Registers the gateway on the app: the WebSocket plugin (its shutdown closes our sockets at once, so `app.close()`
 * never waits for a peer), then the routes in their own scope, where the protobuf body parser lives. The gateway
 * owns its routes and commands; nothing it uses imports this file back. An API node (`routes` false) serves none of
 * them, but still publishes through the gateway (gifts, notices: over the bus to the gateway nodes).
 */
export function registerImRoutes(app: FastifyInstance, gateway: ImGateway, context: ChatContext, { routes = true } = {}): void {
  gateway.attach(context, app.log);
  if (!routes) {
    app.addHook('onClose', async () => {
      await gateway.shutdown();
      await gateway.bus.close();
    });
    return;
  }
  void app.register(websocket, {
    options: { maxPayload: gateway.settings.maxFrameBytes },
    // One socket's failure (a broken connection, an oversized frame) is that socket's end, never the process's.
    errorHandler: (error, socket) => {
      gateway.log.debug({ err: error }, 'im socket error');
      if (socket.readyState !== socket.CLOSING && socket.readyState !== socket.CLOSED) socket.terminate();
    },
    async preClose() {
      const closing = gateway.shutdown();
      // Sockets the gateway never took (a wrong app id, still closing) must not hold the shutdown either.
      for (const socket of app.websocketServer.clients) socket.terminate();
      await closing;
      await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
    },
  });
  // After the last request: a request finishing during the shutdown may still publish.
  app.addHook('onClose', () => gateway.bus.close());
  void app.register(async (scope) => {
    socketRoute(scope, gateway);
    longPollRoutes(scope, gateway);
    reportRoute(scope, gateway);
  });
}
