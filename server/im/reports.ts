import type { imsvc } from '../../runtime/im/protocol/generated/service.js';
import { invalidParameter } from './errors.ts';

/** Most quality items and events one report may carry (the SDK sends a few dozen items, at most 100 events). */
const maxQualityItems = 200;
const maxEvents = 100;
const maxText = 1000;

/** A report as stored: its kind and a JSON body of the fields the SDK sent, text cut to 1,000 characters. */
export function storedReport(report: imsvc.IReport | null | undefined): { kind: 'quality' | 'events'; body: object } {
  const kind = report?.kind;
  if (kind !== 'quality' && kind !== 'events') throw invalidParameter('report.kind must be quality or events');
  const quality = report?.quality ?? [];
  const events = report?.events ?? [];
  if (quality.length > maxQualityItems || events.length > maxEvents)
    throw invalidParameter(`a report carries at most ${maxQualityItems} quality items and ${maxEvents} events`);
  if ((kind === 'quality' ? quality.length : events.length) === 0) throw invalidParameter(`a ${kind} report must not be empty`);
  const text = (value: string | null | undefined) => (value ?? '').slice(0, maxText);
  const number = (value: number | null | undefined) => (Number.isFinite(value) ? Number(value) : 0);
  return {
    kind,
    body: {
      madeAt: number(report?.madeAt),
      sdkVersion: text(report?.sdkVersion),
      ...(kind === 'quality'
        ? {
            quality: quality.map((item) => ({
              command: text(item.command),
              totalCount: item.totalCount ?? 0,
              successCount: item.successCount ?? 0,
              successRate: number(item.successRate),
              averageDelay: number(item.averageDelay),
              underOneSecond: item.underOneSecond ?? 0,
              oneToThreeSeconds: item.oneToThreeSeconds ?? 0,
              overThreeSeconds: item.overThreeSeconds ?? 0,
              reportIndex: item.reportIndex ?? 0,
              wholePeriod: item.wholePeriod ?? 0,
            })),
          }
        : {
            events: events.map((event) => ({
              level: event.level ?? 0,
              name: text(event.name),
              code: event.code ?? 0,
              message: text(event.message),
              time: number(event.time),
            })),
          }),
    },
  };
}
