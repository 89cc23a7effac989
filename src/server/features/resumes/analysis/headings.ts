// Standard resume headings in English and Russian, in the form normaliseHeading gives them.
import type { SectionKind } from './resume-model';

// prettier-ignore
const HEADINGS: Record<SectionKind, readonly string[]> = {
  contact: [
    'contact', 'contacts', 'contact information', 'contact info', 'contact details', 'links',
    'profiles', 'personal details', 'personal information', 'personal info',
    'контакты', 'контактная информация', 'контактные данные', 'ссылки', 'личная информация',
    'личные данные',
  ],
  summary: [
    'summary', 'professional summary', 'career summary', 'executive summary', 'summary of qualifications',
    'profile', 'professional profile', 'personal profile', 'about', 'about me', 'objective',
    'career objective', 'professional objective', 'overview', 'personal statement', 'introduction',
    'о себе', 'обо мне', 'профиль', 'кратко', 'краткое резюме', 'резюме', 'цель', 'цель поиска',
    'карьерная цель', 'общая информация', 'ключевая информация',
  ],
  experience: [
    'experience', 'work experience', 'professional experience', 'relevant experience',
    'employment', 'employment history', 'work history', 'career history', 'career',
    'professional background', 'volunteer experience', 'internships', 'internship experience',
    'experience and internships', 'опыт', 'опыт работы', 'профессиональный опыт', 'места работы',
    'трудовая деятельность', 'трудовой опыт', 'стажировки', 'опыт работы и стажировки',
    'волонтерский опыт',
  ],
  education: [
    'education', 'academic background', 'education and training', 'academic qualifications',
    'qualifications', 'academic history', 'образование', 'обучение', 'высшее образование',
    'образование и курсы',
  ],
  skills: [
    'skills', 'technical skills', 'key skills', 'core skills', 'core competencies', 'competencies',
    'technologies', 'tech stack', 'technical proficiencies', 'tools', 'tools and technologies',
    'skills and tools', 'skills and technologies', 'hard skills', 'soft skills', 'expertise',
    'areas of expertise', 'skills and abilities', 'skills and expertise', 'skill set', 'skillset',
    'навыки', 'ключевые навыки', 'профессиональные навыки', 'технические навыки', 'компетенции',
    'ключевые компетенции', 'технологии', 'стек', 'стек технологий', 'технологический стек',
    'инструменты', 'умения', 'навыки и технологии', 'навыки и инструменты',
  ],
  projects: [
    'projects', 'project', 'personal projects', 'side projects', 'key projects', 'selected projects',
    'academic projects', 'open source', 'open source projects', 'portfolio', 'project experience',
    'проекты', 'личные проекты', 'пет-проекты', 'пет проекты', 'портфолио', 'ключевые проекты',
  ],
  certifications: [
    'certifications', 'certification', 'certificates', 'licenses and certifications',
    'licenses & certifications', 'licences and certifications', 'licenses', 'licences', 'licensure',
    'credentials', 'licenses and credentials', 'удостоверения', 'допуски', 'допуски и удостоверения',
    'certifications and licenses', 'courses', 'training', 'professional development',
    'courses and certifications', 'сертификаты', 'сертификации', 'курсы', 'курсы и сертификаты',
    'повышение квалификации', 'дополнительное образование',
  ],
  languages: [
    'languages', 'language skills', 'языки', 'знание языков', 'владение языками',
    'иностранные языки',
  ],
  others: [
    'awards', 'honors', 'honours', 'honors and awards', 'awards and honors', 'achievements',
    'publications', 'interests', 'hobbies', 'activities', 'volunteering', 'references',
    'additional information', 'leadership', 'extracurricular activities', 'memberships',
    'награды', 'достижения', 'публикации', 'хобби', 'интересы', 'увлечения',
    'дополнительная информация', 'рекомендации', 'деятельность', 'волонтерство',
  ],
};

const KIND_BY_HEADING = new Map<string, SectionKind>(
  Object.entries(HEADINGS).flatMap(([kind, headings]) =>
    headings.map((heading) => [heading, kind as SectionKind] as const),
  ),
);

/** Lower case, ё → е, "&" "/" "+" as "and", decoration and a trailing colon removed. */
export function normaliseHeading(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/\s*[&/+]\s*/g, ' and ')
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
    .replace(/\s+/g, ' ');
}

// A heading of a standard section named for its trade ("Kitchen Experience", "Clinical Skills",
// «Опыт работы в общепите»): English names the kind last, Russian first.
const ENGLISH_HEAD_WORDS = new Map<string, SectionKind>([
  ['experience', 'experience'],
  ['skills', 'skills'],
  ['competencies', 'skills'],
  ['education', 'education'],
  ['projects', 'projects'],
  ['certifications', 'certifications'],
  ['certificates', 'certifications'],
  ['licences', 'certifications'],
  ['licenses', 'certifications'],
  ['languages', 'languages'],
]);
const RUSSIAN_HEAD_WORDS = new Map<string, SectionKind>([
  ['опыт', 'experience'],
  ['навыки', 'skills'],
  ['образование', 'education'],
  ['проекты', 'projects'],
  ['сертификаты', 'certifications'],
  ['языки', 'languages'],
]);
const MAX_NAMED_HEADING_WORDS = 4;
// hh.ru and SuperJob put the length of service after the heading: «Опыт работы — 12 лет 3 месяца».
const LENGTH_OF_SERVICE =
  /\s*[—–-]?\s*\d+\s+(?:год|года|лет|месяц|месяца|месяцев)(?:\s+\d+\s+(?:месяц|месяца|месяцев))?$/iu;

/** A heading without hh.ru's length of service: «Опыт работы — 12 лет» → «Опыт работы». */
export function withoutLengthOfService(text: string): string {
  return text.replace(LENGTH_OF_SERVICE, '');
}

function findStandardKind(normalised: string): SectionKind | null {
  const forms = [
    normalised,
    normalised.replace(/ и /g, ' and '),
    normalised.replace(/ and /g, ' и '),
  ];
  for (const form of forms) {
    const kind = KIND_BY_HEADING.get(form);
    if (kind) return kind;
  }
  return null;
}

/** The section a heading names: a standard heading, or one named for its trade. */
export function findHeadingKind(text: string): SectionKind | null {
  const normalised = normaliseHeading(text).replace(LENGTH_OF_SERVICE, '');
  const standard = findStandardKind(normalised);
  if (standard) return standard;
  const words = normalised.split(' ');
  if (words.length < 2 || words.length > MAX_NAMED_HEADING_WORDS) return null;
  if (!words.every((word) => /^[\p{L}-]+$/u.test(word))) return null;
  return (
    ENGLISH_HEAD_WORDS.get(words.at(-1) ?? '') ?? RUSSIAN_HEAD_WORDS.get(words[0] ?? '') ?? null
  );
}
