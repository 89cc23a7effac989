import type { FamilyLexicon } from './family-lexicon';

// Early years: kindergarten and nursery staff, childminders, nannies. Their day is play, meals,
// naps, drop-off and pickup with a group of small children, not lessons, marks and a syllabus.
// prettier-ignore
export const EARLY_CHILDHOOD: FamilyLexicon = {
  family: 'early_childhood',
  titleCues: [
    'kindergarten', 'preschool', 'pre-k', 'nursery', 'nursery nurse', 'nursery practitioner',
    'early years', 'early years practitioner', 'early childhood', 'early childhood educator',
    'childcare', 'child care', 'childminder', 'daycare', 'day care', 'nanny', 'au pair',
    'воспитател*', 'помощник воспитателя', 'младший воспитатель', 'няня', 'гувернант*',
    'детского сада', 'детский сад', 'дошкольн*',
  ],
  skills: [
    'early childhood education|^ECE|=дошкольное образование|дошкольная педагогика',
    'EYFS|early years foundation stage', 'ФГОС ДО',
    'child development|=развитие ребёнка|возрастная психология',
    'safeguarding|child protection|=защита прав ребёнка',
    'paediatric first aid|pediatric first aid|=первая помощь детям',
    'observation and assessment|learning journals|=педагогическая диагностика|наблюдение за развитием',
    'potty training|toilet training|=приучение к горшку', 'Reggio Emilia',
    'speech development|=развитие речи', 'sensory play|=сенсорные игры',
    'adaptation to kindergarten|settling-in|settling in|=адаптация к детскому саду',
  ],
  topicWords: {
    en: [
      'child', 'children', 'toddler', 'baby', 'infant', 'group', 'room', 'play', 'game', 'toy',
      'nap', 'sleep', 'meal', 'snack', 'nappy', 'diaper', 'toilet', 'parent', 'drop-off',
      'pickup', 'tantrum', 'crying', 'routine', 'activity', 'story', 'song', 'craft', 'outdoor',
      'garden', 'walk', 'safety', 'hygiene', 'allergy', 'development', 'speech', 'observation',
      'key person', 'nursery', 'kindergarten', 'settle', 'circle time',
    ],
    ru: [
      'ребёнок', 'дети', 'малыш', 'группа', 'игра', 'игрушка', 'занятие', 'сон', 'тихий час',
      'прогулка', 'завтрак', 'обед', 'полдник', 'горшок', 'родитель', 'утренний приём',
      'истерика', 'плач', 'режим', 'режим дня', 'сказка', 'песня', 'поделка', 'лепка',
      'рисование', 'участок', 'безопасность', 'гигиена', 'аллергия', 'развитие', 'речь',
      'наблюдение', 'адаптация', 'воспитанник', 'утренник', 'садик', 'детский сад', 'воспитатель',
    ],
  },
  questions: {
    en: {
      technical: [
        'How do you help a new child settle in when they cry every morning at drop-off?',
        'Walk me through how you plan a day for your group so that there is time for play, learning, meals and rest.',
        "How do you notice that a child's development, speech or behaviour needs attention, and what do you do with what you notice?",
        'How do you keep children safe during outdoor play and outings? What do you check yourself?',
        'How do you handle a tantrum, or a fight between two children, in the moment?',
        'What does good practice in {skill} look like to you, and how have you applied it with your group?',
        "How do you keep parents informed about their child's day and progress?",
      ],
      scenario: [
        'Tell me about a child whose behaviour worried you. What did you notice, and what did you do?',
        'A parent is upset because their child came home with a bruise and nobody told them. How do you handle it?',
        'Tell me about an activity you planned that did not work with the children. What did you change?',
        'At pickup, someone you do not know comes for a child and says the parent sent them. What do you do?',
        'You notice signs that a child may be neglected or harmed at home. What do you do?',
        'Two parents ask you for opposite things for their children, for example about naps or food. How do you handle it?',
      ],
      soft_skills: [
        'Tell me about a time a parent was upset at pick-up about something that had happened to their child. How did you handle it?',
        'Describe a situation when a child was very distressed at drop-off and would not settle. What did you do?',
        "Tell me about a time you disagreed with a colleague or a parent about how to handle a child's behaviour. How did you resolve it?",
        "Tell me about a time you had to share a concern about a child's development or wellbeing with their parents. How did you approach it?",
      ],
    },
    ru: {
      technical: [
        'Как вы помогаете новому ребёнку привыкнуть к группе, если он плачет каждое утро при расставании с родителями?',
        'Расскажите, как вы планируете день группы, чтобы хватало времени на игру, занятия, еду и сон.',
        'Как вы замечаете, что развитию, речи или поведению ребёнка нужно внимание, и что делаете дальше?',
        'Как вы обеспечиваете безопасность детей на прогулке и на участке? Что проверяете лично?',
        'Как вы поступаете в моменте, если ребёнок устроил истерику или двое детей подрались?',
        'Расскажите, как тема «{skill}» выглядит в вашей работе: приведите пример из жизни вашей группы.',
        'Как вы рассказываете родителям о том, как прошёл день ребёнка и чему он научился?',
      ],
      scenario: [
        'Расскажите о ребёнке, поведение которого вас беспокоило. Что вы заметили и что предприняли?',
        'Родитель возмущён: ребёнок пришёл домой с синяком, и ему никто ничего не сказал. Как вы поступите?',
        'Расскажите о занятии, которое не получилось с детьми. Что вы изменили?',
        'Вечером за ребёнком приходит незнакомый человек и говорит, что его прислали родители. Что вы сделаете?',
        'Вы замечаете признаки того, что ребёнку дома плохо или его обижают. Что вы будете делать?',
        'Двое родителей просят для своих детей противоположного — например, насчёт дневного сна или еды. Как вы поступите?',
      ],
      soft_skills: [
        'Расскажите о случае, когда родители были недовольны, что ребёнок пришёл домой с синяком или царапиной. Как вы с ними разговаривали?',
        'Вспомните ситуацию, когда двое детей постоянно ссорились или дрались. Как вы действовали и что в итоге помогло?',
        'Расскажите о случае, когда родители просили вас сделать то, что, по-вашему, шло во вред ребёнку. Как вы поступили?',
        'Приведите пример, когда вам было эмоционально тяжело — из-за капризов, шума или усталости. Как вы сохраняли спокойствие с детьми?',
      ],
    },
  },
};
