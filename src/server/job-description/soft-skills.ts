// Soft skills a job description asks for, with the ways English and Russian write them. Aliases
// are matched by word stems, so "communicating" and "коммуникабельный" count. Mentoring and
// stakeholder management live in the tech dictionary and are classed as soft skills there.

export interface SoftSkill {
  label: string;
  ruLabel: string;
  aliases: readonly string[];
}

function entry(label: string, ruLabel: string, ...aliases: string[]): SoftSkill {
  return { label, ruLabel, aliases: [label, ruLabel, ...aliases] };
}

export const SOFT_SKILLS: readonly SoftSkill[] = [
  entry(
    'communication',
    'коммуникабельность',
    'communication skills',
    'communicate',
    'communicator',
    'коммуникативные навыки',
    'навыки коммуникации',
    'коммуникация',
  ),
  entry(
    'teamwork',
    'командная работа',
    'team player',
    'work in a team',
    'collaboration',
    'collaborative',
    'collaborate',
    'работа в команде',
    'работать в команде',
  ),
  entry(
    'leadership',
    'лидерство',
    'lead a team',
    'team lead',
    'лидерские качества',
    'руководство командой',
  ),
  entry(
    'problem solving',
    'решение проблем',
    'problem-solving',
    'solve problems',
    'умение решать проблемы',
    'решение задач',
  ),
  entry(
    'analytical thinking',
    'аналитическое мышление',
    'analytical skills',
    'analytical mindset',
    'аналитический склад ума',
  ),
  entry('critical thinking', 'критическое мышление'),
  entry(
    'attention to detail',
    'внимательность к деталям',
    'detail-oriented',
    'detail oriented',
    'внимание к деталям',
    'внимательность',
  ),
  entry(
    'time management',
    'тайм-менеджмент',
    'управление временем',
    'prioritization',
    'prioritisation',
    'расстановка приоритетов',
  ),
  entry('ownership', 'ответственность', 'accountability', 'ответственный'),
  entry(
    'self-motivation',
    'самостоятельность',
    'self-motivated',
    'self-starter',
    'proactive',
    'initiative',
    'проактивность',
    'инициативность',
    'самостоятельный',
  ),
  entry('adaptability', 'гибкость', 'flexibility', 'adaptable', 'адаптивность'),
  entry(
    'willingness to learn',
    'обучаемость',
    'fast learner',
    'quick learner',
    'eager to learn',
    'learning mindset',
    'желание учиться',
    'быстро обучаться',
  ),
  entry(
    'stress resistance',
    'стрессоустойчивость',
    'work under pressure',
    'resilience',
    'работа в условиях многозадачности',
  ),
  entry('creativity', 'креативность', 'creative', 'креативный'),
  entry('presentation skills', 'навыки презентации', 'public speaking', 'публичные выступления'),
  entry('negotiation', 'переговоры', 'negotiation skills', 'ведение переговоров'),
  entry(
    'customer focus',
    'клиентоориентированность',
    'customer-oriented',
    'customer oriented',
    'client focus',
  ),
  entry(
    'written communication',
    'грамотная речь',
    'writing skills',
    'грамотность',
    'деловая переписка',
  ),
];
