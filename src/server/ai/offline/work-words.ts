// Words of working life in any field, English and Russian: an answer about how someone works
// with colleagues, clients and deadlines uses them even when it names nothing of the job itself.
// prettier-ignore
export const WORK_WORDS: readonly string[] = [
  'colleague', 'manager', 'supervisor', 'lead', 'boss', 'coworker', 'staff', 'employee', 'hire',
  'deadline', 'client', 'customer', 'stakeholder', 'meeting', 'report', 'shift', 'conflict', 'disagree', 'disagreement',
  'feedback', 'mistake', 'error', 'fix', 'deliver', 'handover', 'escalate', 'responsibility',
  'responsible', 'role', 'position', 'office', 'department', 'training', 'trained', 'mentor',
  'onboard', 'workload', 'overtime', 'pressure', 'quality', 'standard', 'procedure', 'policy',
  'process', 'check', 'review', 'document', 'documentation', 'explain', 'listen', 'agree', 'owner', 'ownership', 'career', 'learn',
  'skill', 'hiring', 'interview', 'promotion', 'promoted', 'salary', 'employer', 'organisation',
  'organization', 'business', 'department', 'peer', 'senior', 'junior', 'issue', 'complaint', 'request', 'handle', 'task', 'tasks',
  'коллега', 'руководитель', 'начальник', 'менеджер', 'сотрудник', 'дедлайн', 'срок', 'клиент',
  'заказчик', 'совещание', 'встреча', 'отчет', 'отчёт', 'смена', 'приоритет',
  'конфликт', 'разногласие', 'обратная', 'связь', 'ошибка', 'исправить', 'передача', 'эскалация',
  'ответственность', 'ответственный', 'должность', 'отдел', 'обучение', 'наставник', 'нагрузка',
  'переработка', 'давление', 'качество', 'стандарт', 'регламент', 'процедура', 'процесс',
  'проверка', 'проверить', 'документ', 'объяснить', 'карьера',
  'навык', 'собеседование', 'повышение', 'работодатель', 'организация', 'жалоба', 'запрос', 'задача', 'руководство', 'команда', 'договориться',
];

// Words of private life, English and Russian: holidays, hobbies, family occasions, pets and home.
// A fluent story told with several of them and little of the job is about something else, however
// well it is told (a wedding has guests, deadlines and a budget too). Relatives are not here: a
// nurse calls a patient's daughter.
// prettier-ignore
export const LIFE_WORDS: readonly string[] = [
  'vacation', 'holiday', 'trip', 'camping', 'camp', 'hiking', 'hike', 'tent', 'beach', 'wedding',
  'bride', 'groom', 'birthday', 'anniversary', 'reunion', 'classmate', 'marathon', 'bike', 'cycling',
  'garden', 'backyard', 'tomato', 'sourdough', 'chess', 'tournament', 'choir', 'concert', 'dog',
  'puppy', 'cat', 'kitten', 'pet', 'bathroom', 'apartment', 'hobby', 'fishing', 'vacationing',
  'partner', 'husband', 'wife', 'cousin', 'friend', 'friends', 'girlfriend', 'boyfriend',
  'childhood', 'road', 'miles', 'guests', 'farmers', 'race', 'physio', 'knee', 'neighbour',
  'neighbor', 'pizza', 'weekend', 'gym', 'bread', 'loaves', 'dough', 'renovated', 'tiles',
  'couple', 'party', 'dance', 'dj',
  'отпуск', 'каникулы', 'поездка', 'поход', 'палатка', 'пляж', 'свадьба', 'невеста', 'жених',
  'юбилей', 'одноклассник', 'выпуск', 'марафон', 'пробежка', 'велосипед', 'дача', 'огород',
  'помидоры', 'закваска', 'ярмарка', 'шахматы', 'турнир', 'хор', 'концерт', 'собака', 'щенок',
  'кошка', 'котёнок', 'питомец', 'ванная', 'квартира', 'хобби', 'рыбалка', 'муж', 'жена',
  'друг', 'друзья', 'подруга', 'детство', 'гости', 'маршрут', 'километров', 'перевал', 'байкал',
  'сосед', 'соседка', 'выходные', 'пицца', 'забег', 'колено', 'спортзал', 'хлеб', 'тесто',
];
