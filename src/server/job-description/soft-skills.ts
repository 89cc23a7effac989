// Soft skills a job description asks for, with the ways English and Russian write them. Aliases
// are matched by word stems, so "communicating" and "коммуникабельный" count. Mentoring and
// stakeholder management live in the tech dictionary and are classed as soft skills there.

export interface SoftSkill {
  label: string;
  ruLabel: string;
  aliases: readonly string[];
}

function entry(names: { label: string; ruLabel: string; aliases?: string[] }): SoftSkill {
  const { label, ruLabel, aliases = [] } = names;
  return { label, ruLabel, aliases: [label, ruLabel, ...aliases] };
}

export const SOFT_SKILLS: readonly SoftSkill[] = [
  entry({
    label: 'communication',
    ruLabel: 'коммуникабельность',
    aliases: [
      'communication skills',
      'communicate',
      'communicator',
      'коммуникативные навыки',
      'навыки коммуникации',
      'коммуникация',
    ],
  }),
  entry({
    label: 'teamwork',
    ruLabel: 'командная работа',
    aliases: [
      'team player',
      'work in a team',
      'collaboration',
      'collaborative',
      'collaborate',
      'работа в команде',
      'работать в команде',
    ],
  }),
  entry({
    label: 'leadership',
    ruLabel: 'лидерство',
    aliases: ['lead a team', 'team lead', 'лидерские качества', 'руководство командой'],
  }),
  entry({
    label: 'problem solving',
    ruLabel: 'решение проблем',
    aliases: ['problem-solving', 'solve problems', 'умение решать проблемы', 'решение задач'],
  }),
  entry({
    label: 'analytical thinking',
    ruLabel: 'аналитическое мышление',
    aliases: ['analytical skills', 'analytical mindset', 'аналитический склад ума'],
  }),
  entry({ label: 'critical thinking', ruLabel: 'критическое мышление' }),
  entry({
    label: 'attention to detail',
    ruLabel: 'внимательность к деталям',
    aliases: ['detail-oriented', 'detail oriented', 'внимание к деталям', 'внимательность'],
  }),
  entry({
    label: 'time management',
    ruLabel: 'тайм-менеджмент',
    aliases: ['управление временем', 'prioritization', 'prioritisation', 'расстановка приоритетов'],
  }),
  entry({
    label: 'ownership',
    ruLabel: 'ответственность',
    aliases: ['accountability', 'ответственный'],
  }),
  entry({
    label: 'self-motivation',
    ruLabel: 'самостоятельность',
    aliases: [
      'self-motivated',
      'self-starter',
      'proactive',
      'initiative',
      'проактивность',
      'инициативность',
      'самостоятельный',
    ],
  }),
  entry({
    label: 'adaptability',
    ruLabel: 'гибкость',
    aliases: ['flexibility', 'adaptable', 'адаптивность'],
  }),
  entry({
    label: 'willingness to learn',
    ruLabel: 'обучаемость',
    aliases: [
      'fast learner',
      'quick learner',
      'eager to learn',
      'learning mindset',
      'желание учиться',
      'быстро обучаться',
    ],
  }),
  entry({
    label: 'stress resistance',
    ruLabel: 'стрессоустойчивость',
    aliases: ['work under pressure', 'resilience', 'работа в условиях многозадачности'],
  }),
  entry({ label: 'creativity', ruLabel: 'креативность', aliases: ['creative', 'креативный'] }),
  entry({
    label: 'presentation skills',
    ruLabel: 'навыки презентации',
    aliases: ['public speaking', 'публичные выступления'],
  }),
  entry({
    label: 'negotiation',
    ruLabel: 'переговоры',
    aliases: ['negotiation skills', 'ведение переговоров'],
  }),
  entry({
    label: 'customer focus',
    ruLabel: 'клиентоориентированность',
    aliases: ['customer-oriented', 'customer oriented', 'client focus'],
  }),
  entry({
    label: 'written communication',
    ruLabel: 'грамотная речь',
    aliases: ['writing skills', 'грамотность', 'деловая переписка'],
  }),
];
