// The words that open a duty: an English verb's base form, a Russian noun of action.

// Base forms that open an English duty line.
// prettier-ignore
export const ENGLISH_VERBS = new Set([
  'design', 'build', 'develop', 'maintain', 'lead', 'own', 'write', 'implement', 'collaborate',
  'work', 'mentor', 'review', 'improve', 'optimise', 'optimize', 'monitor', 'support', 'create',
  'manage', 'drive', 'ensure', 'participate', 'analyse', 'analyze', 'test', 'deploy', 'automate',
  'coordinate', 'communicate', 'define', 'plan', 'prepare', 'conduct', 'deliver', 'help',
  'partner', 'contribute', 'troubleshoot', 'investigate', 'research', 'scale', 'architect',
  'integrate', 'migrate', 'document', 'train', 'coach', 'run', 'operate', 'establish', 'shape',
  'translate', 'gather', 'prioritise', 'prioritize', 'negotiate', 'handle', 'resolve', 'identify',
  'evaluate', 'oversee', 'report', 'present', 'track', 'produce', 'launch', 'ship', 'refactor',
  'debug', 'secure', 'configure', 'administer', 'facilitate', 'organise', 'organize', 'recruit',
  'hire', 'grow', 'sell', 'advise', 'engage', 'respond', 'assist', 'audit', 'forecast', 'craft',
  'publish', 'edit', 'moderate', 'set', 'take', 'keep', 'make', 'champion', 'mentor',
  'install', 'repair', 'read', 'follow', 'inspect', 'perform', 'operate', 'draft', 'calendar',
  'cook', 'serve', 'greet', 'clean', 'load', 'unload', 'drive', 'weld', 'assemble', 'schedule',
  'answer', 'process', 'verify', 'reconcile', 'file', 'expedite', 'supervise', 'order', 'stock',
  'check', 'treat', 'assess', 'educate', 'teach', 'diagnose', 'replace', 'calculate', 'estimate',
  'source', 'purchase', 'pick', 'pack', 'measure', 'fabricate', 'record', 'log', 'safely',
  'provide', 'care', 'admit', 'discharge', 'book', 'close', 'post', 'pay', 'collect', 'update',
]);

// Nouns that open a Russian duty line ("Разработка …", "Участие в …").
// prettier-ignore
export const RUSSIAN_NOUNS = new Set([
  'разработка', 'поддержка', 'участие', 'написание', 'проектирование', 'создание', 'развитие',
  'ведение', 'проведение', 'оптимизация', 'внедрение', 'настройка', 'сопровождение',
  'тестирование', 'анализ', 'подготовка', 'взаимодействие', 'контроль', 'управление',
  'координация', 'организация', 'мониторинг', 'обучение', 'наставничество', 'ревью',
  'исследование', 'построение', 'автоматизация', 'интеграция', 'доработка', 'администрирование',
  'реализация', 'планирование', 'продвижение', 'консультирование', 'обработка', 'формирование',
  'составление', 'выявление', 'улучшение', 'менторинг', 'код-ревью', 'обеспечение',
  'проверка', 'расчёт', 'расчет', 'приёмка', 'приемка', 'отпуск', 'выкладка', 'приготовление',
  'обслуживание', 'согласование', 'представление', 'монтаж', 'ремонт', 'диагностика', 'сборка',
  'продажа', 'поиск', 'закупка', 'заключение', 'оформление', 'учёт', 'учет', 'выдача',
  'экспертиза', 'защита', 'урегулирование', 'соблюдение', 'ведение', 'доставка', 'погрузка',
  'разгрузка', 'уход', 'выполнение', 'измерение', 'наладка', 'замена', 'устранение', 'сверка',
  'начисление', 'расчёты', 'расчеты', 'встреча', 'приём', 'прием', 'информирование', 'отработка',
  'размещение', 'заполнение', 'маркировка', 'упаковка', 'отгрузка', 'инвентаризация',
]);

// More verbs of work that open the next item of a duty list in running text ("mix and shape the
// bread, bake pastries…"); they seldom open a duty line of their own.
// prettier-ignore
export const LIST_VERBS = new Set([
  'bake', 'mix', 'weigh', 'wrap', 'prune', 'dig', 'mow', 'spray', 'mop', 'fold', 'lift', 'load',
  'drive', 'tow', 'steer', 'moor', 'rig', 'splice', 'sharpen', 'ferment', 'shear', 'herd', 'bathe',
  'reassure', 'escort', 'refill', 'restock', 'replenish', 'clean', 'sanitise', 'sanitize',
  'disinfect', 'carry', 'get', 'give', 'talk', 'look', 'patrol', 'enforce', 'empty', 'attend',
  'mount', 'paint', 'move', 'tune', 'restore', 'sort', 'mend', 'fix', 'sew', 'wash', 'deliver',
  'accompany', 'sweep',
]);

/**
 * Who a duty is done with or under, set before a dash («совместно с ветслужбой — контроль здоровья
 * стада», "together with the nursing team – daily checks"): not the duty, which follows the dash
 * (round 52: «совместно с ветслужбой» quoted as the duty, rated 2 by both raters).
 */
export const WITH_WHOM_LEAD =
  /^(?:совместно с|вместе с|под руководством|по согласованию с|при необходимости|together with|jointly with|alongside|with the|under the (?:supervision|direction) of|in (?:liaison|cooperation|partnership) with|as (?:needed|required))(?![\p{L}])/iu;

/** A duty with who it is done with set before a dash: the duty after the dash. */
export function withoutWithWhom(text: string): string {
  const dash = /\s[–—]\s/u.exec(text);
  const lead = dash ? text.slice(0, dash.index).replace(/^[\s•·*-]+/u, '') : '';
  const short = lead.split(/\s+/u).length <= 6;
  return dash && short && WITH_WHOM_LEAD.test(lead)
    ? text.slice(dash.index + dash[0].length)
    : text;
}
