import { describe, expect, it } from 'vitest';
import { analyseResume } from '../analysis/analyse-resume';
import { extractResumeText } from '../extraction/extract-resume-text';
import { extractJobKeywords } from '../job/job-keywords';
import { buildOneColumnPdf } from '../test-pdfs';
import { ANNA_PAGE_1, ANNA_PAGE_2 } from '../test-resumes';
import { blendScore, buildMatchReport } from './match-report';
import { MATCH_WEIGHTS } from './match-weights';

const JOB = `Backend Engineer
Requirements:
- TypeScript, Node.js, PostgreSQL
- Kafka and Docker
- Go
Nice to have: Terraform, mentoring`;

async function annaResume() {
  return analyseResume(
    await extractResumeText(await buildOneColumnPdf([ANNA_PAGE_1, ANNA_PAGE_2])),
  );
}

describe('buildMatchReport', () => {
  it('says where each keyword was found and splits the missing ones', async () => {
    const report = buildMatchReport({
      document: await annaResume(),
      keywords: extractJobKeywords(JOB),
    });
    expect(
      report.matched.map((keyword) => [
        keyword.label,
        keyword.foundIn.map((place) => place.section),
      ]),
    ).toEqual([
      ['TypeScript', ['summary', 'skills']],
      ['Node.js', ['summary', 'experience', 'skills']],
      ['PostgreSQL', ['experience', 'skills']],
      ['Docker', ['experience', 'skills']],
      // A soft skill a job's bullet shows ("Mentored 3 junior developers") counts as said.
      ['mentoring', ['experience']],
    ]);
    // Kafka appears only in a project description; Go and Terraform nowhere.
    expect(report.shownElsewhere.map((keyword) => [keyword.label, keyword.foundIn])).toEqual([
      ['Kafka', [{ section: 'projects', title: 'PROJECTS' }]],
    ]);
    expect(report.notInResume.map((keyword) => `${keyword.label} ${keyword.level}`)).toEqual([
      'Go required',
      'Terraform preferred',
    ]);
  });

  it('scores 0-100: weighted keyword coverage blended with the ATS checks by the fitted weights', async () => {
    const report = buildMatchReport({
      document: await annaResume(),
      keywords: extractJobKeywords(JOB),
    });
    // Required: TypeScript, Node.js, PostgreSQL, Docker (1 each), Kafka (shown in a project:
    // 0.75 of 1), Go (0 of 1); preferred: Terraform (0 of 0.5), mentoring (soft: 0.25 of 0.25).
    // 5 / 6.75 = 74.
    expect(report.keywordScore).toBe(74);
    expect(report.atsChecks.map((check) => [check.id, check.status])).toEqual([
      ['contact_details', 'pass'],
      ['standard_headings', 'pass'],
      ['dates', 'pass'],
      ['length', 'warn'],
      ['bullets_with_numbers', 'pass'],
      ['layout', 'pass'],
    ]);
    expect(report.atsScore).toBe(92);
    // 74 is past the keyword score from which the ATS checks count in full.
    expect(MATCH_WEIGHTS.atsFullFrom).toBeLessThanOrEqual(74);
    expect(report.score).toBe(
      Math.round(MATCH_WEIGHTS.keywordShare * 74 + (1 - MATCH_WEIGHTS.keywordShare) * 92),
    );
  });

  it('keeps a flawless layout from lifting a resume that shows a third of a job', () => {
    // The paramedic against a commercial gas engineer: a driving licence of three terms.
    expect(blendScore({ keywordScore: 33, atsScore: 100 }, MATCH_WEIGHTS)).toBeLessThanOrEqual(30);
    expect(blendScore({ keywordScore: 0, atsScore: 100 }, MATCH_WEIGHTS)).toBe(0);
    // A fitting resume showing two thirds of the posting's own words, in a plain layout.
    expect(blendScore({ keywordScore: 63, atsScore: 83 }, MATCH_WEIGHTS)).toBeGreaterThanOrEqual(
      70,
    );
    expect(blendScore({ keywordScore: 100, atsScore: 100 }, MATCH_WEIGHTS)).toBe(100);
    expect(blendScore({ keywordScore: null, atsScore: 75 }, MATCH_WEIGHTS)).toBe(75);
  });

  it('moves the score by at most two points for each point of keyword score, with no cliff', () => {
    for (const atsScore of [0, 50, 83, 100]) {
      let previous = blendScore({ keywordScore: 0, atsScore }, MATCH_WEIGHTS);
      for (let keywordScore = 1; keywordScore <= 100; keywordScore += 1) {
        const score = blendScore({ keywordScore, atsScore }, MATCH_WEIGHTS);
        expect(score).toBeGreaterThanOrEqual(previous);
        expect(score - previous).toBeLessThanOrEqual(3); // 2 a point, and one of rounding
        previous = score;
      }
    }
  });

  it('scores a well-formatted resume near zero for a job it shows nothing of', async () => {
    const report = buildMatchReport({
      document: await annaResume(),
      keywords: extractJobKeywords(
        'Registered Nurse. Requirements: BLS, ACLS, IV therapy, wound care, Epic, telemetry.',
      ),
    });
    expect(report.keywordScore).toBe(0);
    expect(report.atsScore).toBeGreaterThan(80);
    expect(report.score).toBe(0);
  });

  it('credits a tool as evidence of its practice in a resume, without adding it to a job', async () => {
    const job = extractJobKeywords('Requirements: infrastructure as code, Kubernetes.');
    const iac = job.find((keyword) => keyword.label === 'infrastructure as code');
    expect(iac?.isFoundIn('Wrote Terraform modules for 40 services')).toBe(true);
    expect(extractJobKeywords('Requirements: Terraform, Kubernetes.').map((k) => k.label)).toEqual([
      'Terraform',
      'Kubernetes',
    ]);
  });

  it('falls back to the ATS score when the job names no keyword', async () => {
    const report = buildMatchReport({ document: await annaResume(), keywords: [] });
    expect(report.keywordScore).toBeNull();
    expect(report.score).toBe(report.atsScore);
    expect(report.matched).toEqual([]);
  });

  it('reports what a thin resume lacks', async () => {
    const pdf = await buildOneColumnPdf([
      [
        { text: 'Sam Lee', bold: true, size: 20 },
        { text: 'Projects', bold: true, size: 12, gap: 10 },
        { text: 'A chess engine written in Rust over two summers, for fun and practice.' },
      ],
    ]);
    const report = buildMatchReport({
      document: analyseResume(await extractResumeText(pdf)),
      keywords: [],
    });
    const checks = Object.fromEntries(report.atsChecks.map((check) => [check.id, check]));
    expect(checks.contact_details).toEqual({
      id: 'contact_details',
      status: 'fail',
      details: { missing: ['email', 'phone'] },
    });
    expect(checks.standard_headings?.details).toEqual({
      found: [],
      missing: ['experience', 'education', 'skills'],
    });
    expect(checks.bullets_with_numbers?.status).toBe('fail');
    expect(checks.length?.status).toBe('warn');
  });
});

describe('what a degree shows', () => {
  it('does not read "B.A. Communications" as communication skills', async () => {
    const { buildDocx } = await import('../test-docx');
    const { readDocxText } = await import('../extraction/docx-text');
    const document = analyseResume(
      await readDocxText(
        await buildDocx({
          name: 'Maya Brooks',
          contact: 'maya@example.com | 555-0100-200',
          sections: [
            {
              title: 'Experience',
              lines: [
                { text: 'Marketing Coordinator, Bright Co\t2021 – Present', bold: true },
                { text: 'Ran email campaigns in Klaviyo for 40,000 subscribers', bullet: true },
              ],
            },
            {
              title: 'Education',
              lines: [{ text: 'B.A. Communications, State University\t2017 – 2021', bold: true }],
            },
          ],
        }),
      ),
    );
    const report = buildMatchReport({
      document,
      keywords: extractJobKeywords(
        'Requirements:\n- Excellent communication skills\n- Experience with Klaviyo',
      ),
    });
    // Not shown by the degree's name; a concept, so listed as words the resume does not use.
    const shown = report.matched.concat(report.shownElsewhere).map((k) => k.label);
    expect(shown).not.toContain('communication');
    expect(report.notFoundAsWritten?.map((keyword) => keyword.label)).toContain('communication');
    expect(shown).toContain('Klaviyo');
  });
});

async function docxResume(sections: { title: string; lines: string[] }[]) {
  const { buildDocx } = await import('../test-docx');
  const { readDocxText } = await import('../extraction/docx-text');
  return analyseResume(
    await readDocxText(
      await buildDocx({
        name: 'Luis Ortega',
        contact: 'luis@example.com | 555-0100-300',
        sections: sections.map((section) => ({
          title: section.title,
          lines: section.lines.map((text, index) =>
            index === 0 ? { text, bold: true } : { text, bullet: true },
          ),
        })),
      }),
    ),
  );
}

const COOK = [
  'Line Cook, Harbor Grill\t2021 – Present',
  'Work grill and sauté stations, 250–300 covers on Fri/Sat',
  'Keep the station clean: FIFO rotation, temperature logs every two hours',
];

describe('what a requirement line asks for together', () => {
  it('does not call a concept missing beside the things of its line the resume shows', async () => {
    const report = buildMatchReport({
      document: await docxResume([{ title: 'Experience', lines: COOK }]),
      keywords: extractJobKeywords(
        'Requirements:\n- Grill and sauté experience\n- Knowledge of food safety, FIFO and proper holding temps\n- Docker and Kubernetes',
      ),
    });
    expect(report.notInResume.map((keyword) => keyword.label)).not.toContain('food safety');
    expect(
      report.askedWithShown?.map((keyword) => [keyword.label, keyword.askedWith]),
    ).toContainEqual(['food safety', [{ label: 'FIFO', ruLabel: null }]]);
    // A named tool is a requirement of its own: Kubernetes is missing, whatever its line holds.
    expect(report.notInResume.map((keyword) => keyword.label)).toContain('Kubernetes');
  });

  it('calls a named thing missing, but a concept only "not found in these words": a resume may show it in its own', async () => {
    const report = buildMatchReport({
      document: await docxResume([{ title: 'Experience', lines: COOK }]),
      keywords: extractJobKeywords(
        'Requirements:\n- Grill and sauté experience\n- Flexibility to work early, late and weekend shifts\n- Experience with Toast POS',
      ),
    });
    const concepts = report.notFoundAsWritten?.map((keyword) => keyword.label) ?? [];
    const missing = report.notInResume.map((keyword) => keyword.label);
    expect(missing).toContain('EPOS till');
    expect(missing.filter((label) => label === label.toLowerCase())).toEqual([]);
    expect(concepts.length).toBeGreaterThan(0);
    expect(concepts.every((label) => label === label.toLowerCase())).toBe(true);
  });

  it('reads "a second European language" as a concept, and a term known by its acronym as shown by its practice', async () => {
    const receptionist = buildMatchReport({
      document: await docxResume([
        { title: 'Experience', lines: ['Receptionist, Old Town Hotel\t2021 – Present'] },
        { title: 'Languages', lines: ['Polish (native)', 'English (fluent)'] },
      ]),
      keywords: extractJobKeywords(
        'Requirements:\n- Previous front desk experience\n- A second European language\n- Opera PMS',
      ),
    });
    const missing = receptionist.notInResume.map((keyword) => keyword.label);
    expect(missing).not.toContain('second European language');
    expect(missing).toContain('Opera PMS');

    const marketer = buildMatchReport({
      document: await docxResume([
        {
          title: 'Experience',
          lines: [
            'Growth Marketer, Trailhead\t2021 – Present',
            'Ran 40+ A/B tests on product pages and checkout, lifting conversion from 2.1% to 2.9%',
          ],
        },
      ]),
      keywords: extractJobKeywords('Requirements:\n- CRO on product pages and checkout'),
    });
    expect(marketer.notInResume).toEqual([]);

    const teacher = buildMatchReport({
      document: await docxResume([
        {
          title: 'Опыт работы',
          lines: [
            'Учитель начальных классов, Школа № 12\t2018 – н. в.',
            'Ведение электронного журнала и дневников в системе «Дневник.ру»',
          ],
        },
      ]),
      keywords: extractJobKeywords('Требования:\n- Уверенное владение ИКТ'),
    });
    expect(teacher.notInResume).toEqual([]);
  });

  it('takes reading wiring diagrams as reading the project drawings an electrician is asked for', async () => {
    const report = buildMatchReport({
      document: await docxResume([
        {
          title: 'Опыт работы',
          lines: ['Электромонтажник, СтройЭнерго\t2019 – н. в.', 'Чтение схем, работа по проекту'],
        },
      ]),
      keywords: extractJobKeywords('Требования:\n- Умение читать проектную документацию и схемы'),
    });
    expect(report.notInResume).toEqual([]);
    expect(report.notFoundAsWritten ?? []).toEqual([]);
  });

  it('counts a product named inside a long requirement where the resume shows it, and never calls it missing', async () => {
    const job =
      'Requirements:\n- Email and SMS lifecycle marketing in Klaviyo or Attentive\n- Paid social campaigns';
    const keywords = extractJobKeywords(job);
    const shown = buildMatchReport({
      document: await docxResume([
        {
          title: 'Experience',
          lines: ['Marketing Lead, Bloom Co\t2020 – Present', 'Built Klaviyo flows: welcome, cart'],
        },
      ]),
      keywords,
    });
    expect(
      shown.matched
        .concat(shown.shownElsewhere)
        .map((k) => k.label)
        .join(' '),
    ).toMatch(/Klaviyo/);
    const other = buildMatchReport({
      document: await docxResume([{ title: 'Experience', lines: COOK }]),
      keywords,
    });
    expect(other.notInResume.map((k) => k.label).join(' ')).not.toMatch(/Klaviyo/);
    expect(shown.keywordScore ?? 0).toBeGreaterThan(other.keywordScore ?? 0);
  });

  it('gives a soft skill only claimed in a summary half the credit of one shown at work', async () => {
    const job = 'Requirements:\n- Grill experience\n- Excellent communication skills';
    const claimed = buildMatchReport({
      document: await docxResume([
        { title: 'Summary', lines: ['Line cook. Strong communication skills.'] },
        { title: 'Experience', lines: COOK },
      ]),
      keywords: extractJobKeywords(job),
    });
    const shown = buildMatchReport({
      document: await docxResume([
        {
          title: 'Experience',
          lines: [...COOK, 'Communicated allergy orders between servers and the pass'],
        },
      ]),
      keywords: extractJobKeywords(job),
    });
    expect(claimed.matched.map((k) => k.label)).toContain('communication');
    expect(shown.matched.map((k) => k.label)).toContain('communication');
    expect(shown.keywordScore ?? 0).toBeGreaterThan(claimed.keywordScore ?? 0);
  });

  it('counts a requirement line in plain words where a resume line says most of it, in any form, and never calls it missing', async () => {
    const job =
      'Требования:\n- Допуск к работам на высоте\n- Опыт прокладки и разделки кабеля до 10 кВ';
    const keywords = extractJobKeywords(job);
    const electrician = buildMatchReport({
      document: await docxResume([
        {
          title: 'Опыт работы',
          lines: [
            'Электромонтажник, ООО «Север»\t2018 – н. в.',
            'Прокладка кабельных линий 0,4–10 кВ, разделка, муфты',
            'Работа по нарядам-допускам, работа на высоте',
          ],
        },
      ]),
      keywords,
    });
    const shown = [...electrician.matched, ...electrician.shownElsewhere].map((k) => k.label);
    expect(shown).toContain('Допуск к работам на высоте');
    const cook = buildMatchReport({
      document: await docxResume([
        { title: 'Опыт работы', lines: ['Повар, кафе «Луна»', 'Горячий цех, заготовки'] },
      ]),
      keywords,
    });
    expect(cook.notInResume.map((k) => k.label).join(' ')).not.toMatch(/высоте/);
    expect(electrician.keywordScore ?? 0).toBeGreaterThan(cook.keywordScore ?? 0);
  });

  it("weighs a requirement line shown in the resume's own words as much as a named one", async () => {
    // Two requirements asked alike; the resume shows the line in a job's bullet (three quarters
    // of its credit) and lacks the named card: 0.75 of 2 (a name picked out of a long line would
    // weigh half: 0.375 of 1.5).
    const job =
      "You'll need:\n- To lay porcelain and natural stone paving to a high finish\n- CSCS card";
    const report = buildMatchReport({
      document: await docxResume([
        {
          title: 'Experience',
          lines: [
            'Landscaper, Green Co\t2018 – Present',
            'Porcelain and natural stone paving laid to a high finish',
          ],
        },
      ]),
      keywords: extractJobKeywords(job),
    });
    expect(report.notInResume.map((k) => k.label)).toEqual(['CSCS card']);
    expect(report.shownElsewhere.map((k) => k.label)).toHaveLength(1);
    expect(report.keywordScore).toBe(38);
  });

  it('reads "&" in a resume as the "and" of a term ("Health & safety")', async () => {
    const keywords = extractJobKeywords('Requirements:\n- Health and safety');
    const report = buildMatchReport({
      document: await docxResume([
        { title: 'Skills', lines: ['Health & safety and site compliance'] },
        { title: 'Experience', lines: COOK },
      ]),
      keywords,
    });
    expect(report.notInResume).toEqual([]);
    expect(report.notFoundAsWritten ?? []).toEqual([]);
    expect(report.keywordScore).toBe(100);
  });

  it('reads two tools joined by "or" as one requirement either of them meets', async () => {
    const keywords = extractJobKeywords('Requirements:\n- Experience with Amplitude or AppMetrica');
    const report = buildMatchReport({
      document: await docxResume([
        {
          title: 'Experience',
          lines: ['Data Analyst, Shop Co\t2020 – Present', 'Product funnels in AppMetrica'],
        },
      ]),
      keywords,
    });
    expect(report.notInResume).toEqual([]);
    expect(report.keywordScore).toBeGreaterThan(50);
  });
});
