import { acceleratedClock, fixedClock, systemClock, type Clock } from '../clock.ts';
import type { ReadinessCheck } from '../http/health-routes.ts';
import { InProcessBus, type Bus } from '../im/bus/bus.ts';
import { NatsBus } from '../im/bus/nats-bus.ts';
import type { ServerOptions } from './server-options.ts';

// The node's settings read from its options and environment: its clock, its bus, its limits and trusted proxies.

/** The clock the options ask for: fixed, accelerated from a start, accelerated from now, or the system's. */
export function serverClock(options: ServerOptions): Clock {
  if (options.clock) return fixedClock(options.clock);
  if (options.startAt) {
    const start = new Date(options.startAt);
    if (Number.isNaN(start.getTime()))
      throw new Error(`startAt expects an ISO time such as 2026-06-01T04:00:00Z, got "${options.startAt}"`);
    return acceleratedClock(options.speed ?? 1, start);
  }
  return options.speed && options.speed !== 1 ? acceleratedClock(options.speed) : systemClock;
}

/** A bus outage shorter than this (nats-server restarting) leaves the node in rotation: its fans recover what they missed. */
const busOutageGraceMs = 5_000;

/**
 * A gateway cut off from the bus for longer delivers none of the other nodes' messages to its fans until it is back,
 * so it leaves the load balancer's rotation and new fans go to a node that hears everything. An API node stays: its
 * calls work without the bus, and what it publishes meanwhile is read back from the database (docs/deploy.md).
 */
export function busReadiness(bus: Bus): ReadinessCheck {
  return { name: 'bus', ready: () => bus.cutOffSince === undefined || Date.now() - bus.cutOffSince < busOutageGraceMs };
}

/** The bus this node talks to the others over: NATS when a URL is given, else a bus of its own. */
export async function nodeBus(options: ServerOptions, nodeId: string): Promise<Bus> {
  const url = options.bus ?? process.env.SIDELINE_BUS_URL;
  if (!url) return new InProcessBus(nodeId);
  if (!url.startsWith('nats://')) throw new Error(`--bus expects nats://host:port, got "${url}"`);
  return NatsBus.connect(url, nodeId, options.site);
}

/** The per-user chat send limit: the option, else SIDELINE_IM_SENDS_PER_SECOND (a node started by `serve`), else the gateway's 20. */
export function sendsPerSecond(option: number | undefined, value = process.env.SIDELINE_IM_SENDS_PER_SECOND): { sendsPerSecond?: number } {
  if (option !== undefined) return { sendsPerSecond: option };
  if (value === undefined || value === '') return {};
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`SIDELINE_IM_SENDS_PER_SECOND expects a whole number of at least 1, got "${value}"`);
  return { sendsPerSecond: parsed };
}

/** SIDELINE_TRUST_PROXY: `true`, or the proxies' addresses or ranges, comma-separated (Fastify's trustProxy). */
export function trustProxyFromEnvironment(value = process.env.SIDELINE_TRUST_PROXY): boolean | string | undefined {
  if (!value) return undefined;
  return value === 'true' ? true : value;
}
