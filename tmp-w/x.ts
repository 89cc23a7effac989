import { readFileSync } from 'node:fs';
import { extractResumeText } from '../src/server/features/resumes/resume-engine';
const t = await extractResumeText(readFileSync('/tmp/chr/ul.pdf'));
for (const l of t.lines) console.log(l.x.toFixed(1), l.right.toFixed(1), l.fontSize.toFixed(1), l.fontName, l.text.slice(0, 60));
