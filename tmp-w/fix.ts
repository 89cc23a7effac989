import { readFileSync, readdirSync } from 'node:fs';
import { analyseResume, extractResumeText, listEntries, tailorResumeOffline } from '../src/server/features/resumes/resume-engine';
const JOBS = {
  java: 'Java Developer\nRequirements:\n- Java, Spring Boot, Hibernate, MySQL\n- Docker and Kubernetes\n- Git\nNice to have: Kafka, Angular',
  fe: 'Frontend Engineer\nRequirements: React, TypeScript, Redux Toolkit, React Testing Library, CSS, accessibility.\nNice to have: Next.js, GraphQL',
  nurse: 'Registered Nurse\nRequirements: RN license, BLS, ACLS, IV therapy, wound care, Epic EHR, patient education.',
};
const shape = (d: any) => ({
  sections: d.sections.length,
  bullets: d.sections.flatMap((s: any) => s.blocks).filter((b: any) => b.kind === 'bullet').length,
  entries: d.sections.filter((s: any) => ['experience', 'education', 'projects'].includes(s.kind)).flatMap(listEntries).length,
});
for (const file of readdirSync('tests/fixtures/resumes').filter((f) => f.endsWith('.pdf'))) {
  const bytes = readFileSync(`tests/fixtures/resumes/${file}`);
  for (const [name, jd] of Object.entries(JOBS)) {
    const r = await tailorResumeOffline({ file: { bytes, kind: 'pdf' }, jobDescription: jd, read: async (f) => extractResumeText(f.bytes) });
    const reread = analyseResume(await extractResumeText(r.pdf));
    console.log(file, name, r.reportBefore.score, '->', r.reportAfter.score, 'missing', r.missing.length, JSON.stringify(shape(r.original)), JSON.stringify(shape(reread)));
  }
}
