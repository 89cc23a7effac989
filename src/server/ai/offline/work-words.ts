// Words of working life in any field, English and Russian: an answer about how someone works
// with colleagues, clients and deadlines uses them even when it names nothing of the job itself.
// prettier-ignore
export const WORK_WORDS: readonly string[] = [
  'colleague', 'manager', 'supervisor', 'lead', 'boss', 'coworker', 'staff', 'employee', 'hire',
  'deadline', 'client', 'customer', 'stakeholder', 'meeting', 'report', 'shift', 'schedule',
  'priority', 'prioritise', 'prioritize', 'plan', 'conflict', 'disagree', 'disagreement',
  'feedback', 'mistake', 'error', 'fix', 'deliver', 'handover', 'escalate', 'responsibility',
  'responsible', 'role', 'position', 'office', 'department', 'training', 'trained', 'mentor',
  'onboard', 'workload', 'overtime', 'pressure', 'quality', 'standard', 'procedure', 'policy',
  'process', 'check', 'review', 'document', 'documentation', 'email', 'call', 'phone', 'message',
  'explain', 'listen', 'agree', 'decision', 'decide', 'owner', 'ownership', 'career', 'learn',
  'skill', 'hiring', 'interview', 'promotion', 'promoted', 'salary', 'employer', 'organisation',
  'organization', 'business', 'department', 'peer', 'senior', 'junior', 'new', 'goal', 'target',
  'improve', 'improvement', 'change', 'issue', 'complaint', 'request', 'handle', 'task', 'tasks',
  'коллега', 'руководитель', 'начальник', 'менеджер', 'сотрудник', 'дедлайн', 'срок', 'клиент',
  'заказчик', 'совещание', 'встреча', 'отчет', 'отчёт', 'смена', 'график', 'приоритет',
  'конфликт', 'разногласие', 'обратная', 'связь', 'ошибка', 'исправить', 'передача', 'эскалация',
  'ответственность', 'ответственный', 'должность', 'отдел', 'обучение', 'наставник', 'нагрузка',
  'переработка', 'давление', 'качество', 'стандарт', 'регламент', 'процедура', 'процесс',
  'проверка', 'проверить', 'документ', 'письмо', 'звонок', 'объяснить', 'решение', 'карьера',
  'навык', 'собеседование', 'повышение', 'работодатель', 'организация', 'цель', 'план',
  'улучшение', 'изменение', 'жалоба', 'запрос', 'задача', 'руководство', 'команда', 'договориться',
];
