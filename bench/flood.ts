/**
 * One address floods the sign-in call while another fan reads the day's matches (bench/README.md, `server.flood`):
 * the abuse limits (docs/security.md "Abuse limits") must turn the flood away so cheaply that the other fan's p99
 * stays under the endpoints' target. The flood comes through a trusted proxy header (the bench server trusts it), as
 * a deployed site's callers do.
 */
import autocannon from 'autocannon';
import { median } from './median.ts';

export interface FloodFigures {
  runs: number;
  /** Requests in each flood. */
  floodRequests: number;
  /** Flood requests answered "too many requests" (status 5), summed over the runs. */
  floodRefused: number;
  /** The other fan's getDateMatch p99 alone, and while the flood runs (medians of the runs). */
  p99AloneMs: number;
  p99UnderFloodMs: number;
}

const floodRequests = 10_000;
const query = 'platform=3&sp_source=9';

/** The other fan: 10 connections reading one day of matches for `seconds`. */
function readMatches(url: string, seconds: number) {
  return autocannon({
    url: `${url}/api/race/getDateMatch?${query}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ date: '2026-06-01' }),
    connections: 10,
    duration: seconds,
  });
}

/** 10,000 sign-ins with wrong passwords for made-up accounts from one address, as fast as 10 connections go. */
async function flood(url: string, address: string): Promise<number> {
  let refused = 0;
  let sent = 0;
  await autocannon({
    url: `${url}/webapi/user/login?${query}`,
    connections: 10,
    amount: floodRequests,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ account: `flood_${(sent += 1)}`, password: 'guess-1234' }) }),
        onResponse: (_status, body) => void (refused += (JSON.parse(body) as { status: number }).status === 5 ? 1 : 0),
      },
    ],
  });
  return refused;
}

export async function benchFlood(url: string, runs: number, seconds: number, log: (line: string) => void): Promise<FloodFigures> {
  const alone: number[] = [];
  const underFlood: number[] = [];
  let floodRefused = 0;
  for (let run = 0; run < runs; run++) {
    alone.push((await readMatches(url, seconds)).latency.p99);
    // A new address per run: the server's clock stands still in the bench, so an address stays blocked.
    const [reads, refused] = await Promise.all([readMatches(url, seconds), flood(url, `198.51.100.${run + 1}`)]);
    underFlood.push(reads.latency.p99);
    floodRefused += refused;
    log(
      `  flood run ${run + 1}: getDateMatch p99 ${alone[run]} ms alone, ${reads.latency.p99} ms under ${floodRequests} sign-ins from one address (${refused} refused)`,
    );
  }
  return { runs, floodRequests, floodRefused, p99AloneMs: median(alone), p99UnderFloodMs: median(underFlood) };
}
