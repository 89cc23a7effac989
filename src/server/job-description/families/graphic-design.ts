import type { FamilyLexicon } from './family-lexicon';

// Graphic and brand design: logos, layouts, print, packaging and campaign visuals for clients.
// Its work is briefs, concepts, revisions and print-ready files, not user research and handoff
// to developers, so it has questions of its own (interface design stays in design.ts).
// prettier-ignore
export const GRAPHIC_DESIGN: FamilyLexicon = {
  family: 'graphic_design',
  titleCues: [
    'graphic designer', 'graphic design', 'brand designer', 'print designer', 'packaging designer',
    'layout designer', 'dtp operator', 'illustrator', 'графический дизайнер', 'графического дизайнера',
    'бренд-дизайнер*', 'дизайнер полиграфии', 'дизайнер упаковки', 'иллюстратор*',
    'дизайнер-иллюстратор', 'дизайнер-верстальщик',
  ],
  skills: [
    'brand guidelines|brand book|brandbook|=брендбук|гайдлайн|гайдлайны',
    'prepress|print-ready files|=предпечатная подготовка|подготовка макетов к печати',
    'CMYK', 'Pantone', 'packaging design|=дизайн упаковки',
    'print production|=полиграфия|полиграфическая продукция',
    'corporate identity|=корпоративный стиль|айдентика', 'CorelDRAW|corel draw|корел',
    'Adobe Creative Suite|adobe creative cloud|=Adobe CC', 'photo retouching|retouching|=ретушь',
    'infographics|=инфографика', 'social media graphics|=дизайн для соцсетей',
  ],
  topicWords: {
    en: [
      'brand', 'logo', 'layout', 'print', 'printer', 'poster', 'banner', 'packaging', 'brochure',
      'flyer', 'typography', 'font', 'typeface', 'colour', 'color', 'image', 'illustration',
      'mockup', 'concept', 'brief', 'client', 'revision', 'feedback', 'deadline', 'proof', 'file',
      'grid', 'campaign', 'asset', 'style', 'guideline', 'sketch', 'design', 'visual', 'identity',
    ],
    ru: [
      'бренд', 'логотип', 'макет', 'печать', 'типография', 'плакат', 'баннер', 'упаковка',
      'буклет', 'листовка', 'шрифт', 'цвет', 'изображение', 'иллюстрация', 'концепция', 'бриф',
      'заказчик', 'клиент', 'правка', 'правки', 'дедлайн', 'срок', 'файл', 'сетка', 'кампания',
      'соцсети', 'стиль', 'эскиз', 'брендбук', 'полиграфия', 'вёрстка', 'презентация', 'дизайн',
    ],
  },
  questions: {
    en: {
      technical: [
        "Walk me through how you go from a client's brief to the first concepts you show.",
        'How do you prepare files for print so that what comes back from the printer matches what you designed?',
        'How do you keep a brand consistent across many formats: social posts, print, packaging and presentations?',
        'How do you choose typefaces and colours for a new project, and how do you check that they work?',
        'What does good practice in {skill} look like to you, and how have you applied it in a real project?',
        'How do you present your work to a client so that the feedback you get is useful?',
      ],
      scenario: [
        'Tell me about a project where the client kept asking for changes. How did you get it finished?',
        'A print run comes back with the wrong colours and the event is in two days. What do you do?',
        'Tell me about a design you were proud of that the client or the audience did not like. What did you do?',
        "A client asks you to copy a competitor's design very closely. How do you handle it?",
        'Tell me about a time you had several projects due at once. How did you plan your work, and how did it end?',
        'Tell me about feedback on your work that was hard to hear. What did you change?',
      ],
      soft_skills: [
        'Tell me about a time a client kept asking for revisions beyond what was agreed. How did you handle the conversation?',
        'Describe a situation when a job went to print or was published with an error. How did you find out, and how did you tell the client?',
        'Tell me about a time you disagreed with a client or colleague about creative direction. How did you make your case?',
        'Tell me about a time you received a brief that was vague or contradictory. How did you clarify it with the people involved?',
      ],
    },
    ru: {
      technical: [
        'Расскажите, как вы идёте от брифа заказчика до первых концепций, которые показываете.',
        'Как вы готовите макеты к печати, чтобы тираж из типографии совпал с тем, что вы задумали?',
        'Как вы сохраняете единый стиль бренда в разных форматах: соцсети, полиграфия, упаковка, презентации?',
        'Как вы подбираете шрифты и цвета для нового проекта и как проверяете, что они работают?',
        'Что для вас значит правильная работа по теме «{skill}», и как вы применяли это в реальном проекте?',
        'Как вы показываете работу заказчику, чтобы получить полезные правки, а не «сделайте красиво»?',
      ],
      scenario: [
        'Расскажите о проекте, где заказчик без конца просил правки. Как вы довели его до конца?',
        'Тираж пришёл из типографии с неправильными цветами, а мероприятие через два дня. Что вы сделаете?',
        'Расскажите о работе, которой вы гордились, но которая не понравилась заказчику или аудитории. Что вы сделали?',
        'Заказчик просит почти дословно скопировать дизайн конкурента. Как вы поступите?',
        'Расскажите, как у вас совпали сроки по нескольким проектам. Как вы спланировали работу и чем всё закончилось?',
        'Расскажите о критике вашей работы, которую было трудно принять. Что вы изменили?',
      ],
      soft_skills: [
        'Расскажите о случае, когда заказчик сказал «не нравится», но не смог объяснить почему. Как вы выясняли, что ему на самом деле нужно?',
        'Вспомните ситуацию, когда типография или подрядчик сорвали срок или испортили тираж. Как вы общались с ними и с заказчиком?',
        'Как вы реагируете на жёсткую критику своей работы со стороны заказчика или коллег? Приведите реальный пример из практики.',
        'Приведите пример, когда у вас одновременно было несколько срочных заказов. Как вы договаривались о сроках с разными людьми?',
      ],
    },
  },
};
