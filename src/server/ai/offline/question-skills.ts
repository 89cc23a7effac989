// Which of the skills a posting names a question may ask about by name: recognised skills only,
// the field's own and the required ones first, never a credential a candidate holds.
import type { Language } from '../../../shared/language';
import type { RoleFamily } from '../../job-description/families';
import { getTermLabel } from '../../job-description/job-terms';
import {
  namesOnlyByHomonym,
  namesUnambiguousTechTerm,
} from '../../job-description/tech-dictionary';
import type { JobSkill } from '../../job-description/read-job-description';

// Licences, certificates, cards and degrees are things a candidate holds, not methods to ask
// "the hardest problem you solved with" about, so they never fill a skill slot.
const CREDENTIAL =
  /licen[cs]e|certificat|certification|card\b|degree|diploma|\bbsn\b|\badn\b|endorsement|admission|сертификат|аккредитац|удостоверени|допуск|книжк|образовани|права категор|категори[яи] c|аттестац|статус адвоката|osha \d/iu;

/** Whether a skill is something a candidate holds (a licence, a certificate), not a method. */
export function isCredential(skill: JobSkill): boolean {
  if (CREDENTIAL.test(getTermLabel(skill, 'en')) || CREDENTIAL.test(getTermLabel(skill, 'ru'))) {
    return true;
  }
  // …or most of its names say so ("Driver CPC|certificate of professional competence", "ServSafe|
  // food handler card|food handler certificate…"); one name among several is often a related
  // activity instead ("scaffolding|…|допуск к работам на высоте").
  const names = skill.names ?? [];
  return (
    names.length > 0 && names.filter((name) => CREDENTIAL.test(name)).length * 2 >= names.length
  );
}

/** Skill names to put in questions: recognised skills only, the field's own and required first. */
export function skillLabels(
  skills: readonly JobSkill[],
  options: { family: RoleFamily | null; language: Language; posting: string },
): string[] {
  const { family, language, posting } = options;
  const technical = namesUnambiguousTechTerm(posting);
  const ranked = skills
    .filter((skill) => !isCredential(skill))
    // "Where have you used Chef?" of a kitchen's "Demi Chef": a name that is also an ordinary word
    // is a tool only beside other technical names (round-13 rating: "makes no sense").
    .filter((skill) => technical || !namesOnlyByHomonym(skill.label, posting))
    // A job of no known field is not asked about another field's skill its posting mentions in
    // passing ("we are recruiting" is not recruiting work, Git not a safety officer's).
    .filter((skill) => family !== null || !skill.family)
    .sort((a, b) => {
      const rank = (skill: JobSkill) =>
        (skill.level === 'required' ? 0 : 2) + (family && skill.family === family ? 0 : 1);
      return rank(a) - rank(b);
    });
  return [...new Set(ranked.map((term) => getTermLabel(term, language)))];
}
