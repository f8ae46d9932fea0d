import type { DeskEvent, DeskEventInput, DeskMatch, DeskTeam } from '../../api/match-calls.ts';

type T = (key: string, values?: Record<string, unknown>) => string;

/** A team's or competition's name in the console's language. */
export const nameIn = (named: Pick<DeskTeam, 'nameZh' | 'nameEn'>, language: string) =>
  language === 'pt-BR' ? named.nameEn || named.nameZh : named.nameZh || named.nameEn;

/** A status's name for the sport (spec 000 §4's codes). */
export function statusName(t: T, sportId: number, status: number): string {
  return t(`desk.statusName.${sportId}.${status}`, { defaultValue: t('desk.statusName.other', { status }) });
}

/** The label of a kind of event: a basketball "goal" is a basket. */
export const kindName = (t: T, sportId: number, kind: DeskEvent['kind']) =>
  t(`desk.kind.${kind === 'goal' && sportId === 2 ? 'basket' : kind}`);

const playerPart = (player: string | undefined) => (player && player.trim() ? `（${player.trim()}）` : '');

/**
 * What an event will do, said in full before it is posted ("Gol de X aos 67': o placar fica A 2-1 B"), so the
 * operator confirms the consequence, not the form.
 */
export function sayPost(t: T, match: DeskMatch, input: DeskEventInput, language: string): string {
  const home = nameIn(match.home, language);
  const away = nameIn(match.away, language);
  if (input.kind === 'status')
    return t('desk.say.status', {
      from: statusName(t, match.sportId, match.status),
      to: statusName(t, match.sportId, input.status ?? 0),
    });
  const team = input.side === 'away' ? away : home;
  const common = { team, minute: input.minute, player: playerPart(input.player), home, away };
  if (input.kind === 'goal') {
    const points = input.points ?? 1;
    return t(match.sportId === 2 ? 'desk.say.basket' : 'desk.say.goal', {
      ...common,
      points,
      homeScore: match.homeScore + (input.side === 'home' ? points : 0),
      awayScore: match.awayScore + (input.side === 'away' ? points : 0),
    });
  }
  return t('desk.say.card', { ...common, card: t(`desk.kind.${input.kind}`) });
}

/** What undoing an event will do, said in full before it is confirmed. */
export function sayUndo(t: T, match: DeskMatch, event: DeskEvent, language: string): string {
  const home = nameIn(match.home, language);
  const away = nameIn(match.away, language);
  const team = event.side === 'away' ? away : home;
  if (event.kind === 'status') return t('desk.say.undoStatus', { to: statusName(t, match.sportId, event.status ?? 0) });
  if (event.kind === 'goal') {
    const points = event.points ?? 1;
    return t('desk.say.undoGoal', {
      team,
      minute: event.minute,
      home,
      away,
      homeScore: match.homeScore - (event.side === 'home' ? points : 0),
      awayScore: match.awayScore - (event.side === 'away' ? points : 0),
    });
  }
  return t('desk.say.undoCard', { team, minute: event.minute, card: t(`desk.kind.${event.kind}`) });
}

/** A day (YYYY-MM-DD) `days` away. */
export function shiftDay(day: string, days: number): string {
  const time = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * A kickoff (unix seconds) in China time, the server's: the desk lists a China-time day, so its kickoffs read on the
 * same clock wherever the operator sits.
 */
export const clockText = (seconds: number, language: string) =>
  new Date(seconds * 1000).toLocaleTimeString(language === 'pt-BR' ? 'pt-BR' : 'zh-CN', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Shanghai',
  });
