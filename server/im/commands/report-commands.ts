import { invalidParameter } from '../errors.ts';
import { storedReport } from '../reports.ts';
import { storeReport } from '../store/report-store.ts';
import type { CommandHandler } from './command.ts';
import { serviceAnswer, serviceRequest } from './service-call.ts';

/** `report.quality` and `report.events` (docs/im-protocol.md "Report commands"): stored, the newest 10,000 kept. */
async function report(call: Parameters<CommandHandler>[0], kind: 'quality' | 'events') {
  const stored = storedReport(serviceRequest(call).report);
  if (stored.kind !== kind) throw invalidParameter(`report.${kind} carries a ${kind} report`);
  await storeReport(call.context.db, {
    sdkAppId: call.frame.header?.sdkAppId ?? 0,
    userId: call.user.id,
    kind,
    body: stored.body,
    now: call.now,
  });
  return serviceAnswer({});
}

export const reportCommands: Record<string, CommandHandler> = {
  'report.quality': (call) => report(call, 'quality'),
  'report.events': (call) => report(call, 'events'),
};
