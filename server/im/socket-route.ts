import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import { decodeFrame, maxSequence, type Frame } from '../../runtime/im/protocol/codec.ts';
import { originOf } from '../http/request-context.ts';
import { siteConfig } from '../domain/site/site-config.ts';
import { ImConnection } from './connection.ts';
import { dispatch } from './dispatch.ts';
import { closeCodes, type ChatGateway } from './gateway-port.ts';

interface ConnectQuery {
  sdkappid?: string;
  instanceid?: string;
  random?: string;
  platform?: string;
  host?: string;
  version?: string;
  sdkversion?: string;
}

/** Upgrade requests whose app id matched, noted by the preHandler for the socket handler. */
const appIdMatched = new WeakSet<object>();

const bytesOf = (data: RawData): Uint8Array =>
  Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : new Uint8Array(data);

/**
 * `GET /im/ws`: the chat socket. The app id is checked against the site config (the one `getCommonConfig` answers),
 * before the upgrade is read but answered after it, so a wrong one is close code 4001 as the protocol says.
 */
export function socketRoute(app: FastifyInstance, gateway: ChatGateway): void {
  app.get<{ Querystring: ConnectQuery }>(
    '/im/ws',
    {
      websocket: true,
      preHandler: async (request, reply) => {
        if (gateway.faults.refuseConnections || gateway.isClosing) return reply.code(503).send();
        const expected = Number((await siteConfig(gateway.context)).im_sdkappid);
        if (Number(request.query.sdkappid) === expected) appIdMatched.add(request.raw);
      },
    },
    (socket, request) => {
      const connection = new ImConnection(socket, String(request.query.instanceid ?? ''), originOf(request));
      if (!appIdMatched.has(request.raw)) {
        connection.close(closeCodes.wrongAppId, 'wrong sdkappid');
        return;
      }
      gateway.add(connection);
      socket.on('close', () => gateway.remove(connection));
      socket.on('message', (data, isBinary) => receive(gateway, connection, data, isBinary));
    },
  );
}

/** One incoming WebSocket message: anything that is not a request frame is dropped, and the socket stays open. */
function receive(gateway: ChatGateway, connection: ImConnection, data: RawData, isBinary: boolean): void {
  if (gateway.faults.drawDrop()) return connection.terminate();
  if (!isBinary) return gateway.log.debug('im: text message dropped');
  let frame: Frame;
  try {
    frame = decodeFrame(bytesOf(data));
  } catch {
    return gateway.log.debug('im: undecodable frame dropped');
  }
  const sequence = frame.header?.sequence ?? 0;
  // A frame without command or request sequence cannot be answered: the client could not match the answer.
  if (!frame.header?.command || sequence < 1 || sequence > maxSequence)
    return gateway.log.debug('im: frame without command or sequence dropped');
  const accepted = connection.enqueue(async () => {
    await gateway.faults.delay();
    if (!connection.open) return;
    await dispatch(gateway, connection, frame).catch((error: unknown) => gateway.log.error({ err: error }, 'im: frame handling failed'));
  });
  if (!accepted) gateway.log.warn('im: socket has too many frames waiting; frame dropped');
}
