import { readFileSync } from 'node:fs';
import { analyseResume, extractResumeText, listEntries, tailorResumeOffline } from '../src/server/features/resumes/resume-engine';
const jd = 'Site Reliability Engineer\nRequirements:\n- Kubernetes, AWS, Terraform\n- SLOs, error budgets, microservices\n- EKS, Prometheus, PagerDuty\n- Python or Go\nNice to have: Patroni, Argo CD';
for (const f of ['ul', 'typed']) {
  const bytes = readFileSync(`/tmp/chr/${f}.pdf`);
  const r = await tailorResumeOffline({ file: { bytes, kind: 'pdf' }, jobDescription: jd, read: async (x) => extractResumeText(x.bytes) });
  const show = (d: any) => d.sections.map((s: any) => `## ${s.kind} ${s.title}\n` + s.blocks.map((b: any) => `  [${b.kind}] ${b.text}`).join('\n')).join('\n');
  console.log('=====', f, r.reportBefore.score, '->', r.reportAfter.score, 'missing', r.missing);
  console.log(show(r.original));
  console.log('--- reread tailored');
  console.log(show(analyseResume(await extractResumeText(r.pdf))));
  console.log('shownElsewhere', r.reportBefore.shownElsewhere.map((k: any) => k.label));
}
