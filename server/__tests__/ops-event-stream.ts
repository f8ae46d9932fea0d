import { routesOf } from '../http/route-list.ts';
import type { OpsSession } from './ops-client.ts';
import type { TestServer } from './test-server.ts';

type Event = { event: string; data: unknown };

/** The schema of schema/api/ops each event's data matches, as the events route names them. */
export function eventSchemas(server: TestServer): Record<string, string> {
  const answer = routesOf(server.app).find((route) => route.url === '/ops/api/events')?.answer;
  return answer && typeof answer === 'object' && 'events' in answer ? answer.events : {};
}

/**
 * An open event stream, read as the browser's EventSource does: events split on blank lines. The test server checks
 * each event's data against its schema as it writes it (http/answer-check.ts): a drifted one ends the stream with a
 * `fault` event, which fails the test here with the server's words.
 */
export async function openStream(server: TestServer, session: OpsSession) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/ops/api/events`, { headers: { cookie: session.cookie }, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const queued: Event[] = [];
  /** The next event named `name`, skipping the others; waits as long as the test allows. */
  async function next(name: string): Promise<unknown> {
    for (;;) {
      const index = queued.findIndex((e) => e.event === name);
      if (index >= 0) return queued.splice(0, index + 1).at(-1)!.data;
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event === 'fault') throw new Error(JSON.parse(data ?? '""') as string);
        if (event && data) queued.push({ event, data: JSON.parse(data) });
      }
    }
  }
  return { response, next, close: () => controller.abort() };
}
