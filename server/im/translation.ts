/**
 * The reference server has no translation service (spec 001 §7 translate text): it knows a small phrasebook of the
 * words a match chat uses most, in the product's languages, and says honestly when a text is not in it
 * (docs/decisions.md "Chat translation"). An operator would put a real service behind translate.text.
 */
const phrasebook: readonly Record<string, string>[] = [
  { zh: '进球了', pt: 'Gol', en: 'Goal' },
  { zh: '你好', pt: 'Olá', en: 'Hello' },
  { zh: '谢谢', pt: 'Obrigado', en: 'Thank you' },
  { zh: '加油', pt: 'Vamos', en: 'Come on' },
  { zh: '点球', pt: 'Pênalti', en: 'Penalty' },
  { zh: '角球', pt: 'Escanteio', en: 'Corner kick' },
  { zh: '越位', pt: 'Impedimento', en: 'Offside' },
  { zh: '红牌', pt: 'Cartão vermelho', en: 'Red card' },
  { zh: '黄牌', pt: 'Cartão amarelo', en: 'Yellow card' },
  { zh: '比赛开始', pt: 'Começa a partida', en: 'Kick-off' },
  { zh: '比赛结束', pt: 'Fim de jogo', en: 'Full time' },
  { zh: '半场', pt: 'Intervalo', en: 'Half time' },
];

/** Language codes the phrasebook knows, with the forms clients send for them (Tencent's codes and BCP 47). */
const languageOf: Record<string, string> = {
  zh: 'zh',
  'zh-cn': 'zh',
  cn: 'zh',
  'zh-hans': 'zh',
  pt: 'pt',
  'pt-br': 'pt',
  en: 'en',
  'en-us': 'en',
};

/** The language a code names, or undefined when the phrasebook has none of it. */
export const phrasebookLanguage = (code: string): string | undefined => languageOf[code.trim().toLowerCase()];

const normal = (text: string) => text.trim().toLowerCase();

/**
 * `text` in `target` (a phrasebook language): the phrase whatever language it is in (source "auto"), or in `source`
 * only; undefined when the phrasebook does not have it.
 */
export function translate(text: string, source: string | undefined, target: string): string | undefined {
  const wanted = normal(text);
  for (const phrase of phrasebook) {
    const languages = source ? [source] : Object.keys(phrase);
    if (languages.some((language) => phrase[language] !== undefined && normal(phrase[language]) === wanted)) return phrase[target];
  }
  return undefined;
}
