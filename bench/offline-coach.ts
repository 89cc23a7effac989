import { createOfflineCoach } from '../src/server/ai/offline/offline-coach';

// How long the offline coach takes to write 12 questions and one piece of feedback, in process.

const JOB = {
  jobTitle: 'Senior Backend Developer',
  jobDescription: [
    'Responsibilities:',
    '- Design and build REST and gRPC services in Node.js and Go',
    '- Own PostgreSQL schemas, migrations and query performance',
    '- Run CI/CD pipelines on GitHub Actions and Kubernetes',
    '- Mentor junior developers and review code',
    'Requirements: 5+ years of backend work, TypeScript, Redis, Kafka, AWS.',
  ].join('\n'),
};
const ANSWER =
  'When our payments API slowed down, my task was to fix it. I profiled PostgreSQL, added an index and a Redis cache, and p95 latency fell by 45% in two weeks.';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function benchOfflineCoach(iterations = 200): Promise<string[]> {
  const coach = createOfflineCoach();
  const rows: string[] = [];
  for (const language of ['en', 'ru'] as const) {
    await coach.generateQuestions({ ...JOB, language }); // first call compiles the lexicons
    const questionTimes: number[] = [];
    const feedbackTimes: number[] = [];
    for (let i = 0; i < iterations; i += 1) {
      const context = { ...JOB, jobTitle: `${JOB.jobTitle} ${i}`, language };
      let started = performance.now();
      const questions = await coach.generateQuestions(context);
      questionTimes.push(performance.now() - started);
      started = performance.now();
      await coach.giveFeedback({
        ...context,
        order: 4,
        question: questions[3]?.text ?? '',
        answer: ANSWER,
      });
      feedbackTimes.push(performance.now() - started);
    }
    for (const [name, times] of [
      [`offline questions (${language})`, questionTimes],
      [`offline feedback (${language})`, feedbackTimes],
    ] as const) {
      const sorted = [...times].sort((a, b) => a - b);
      const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
      rows.push(
        `| ${name} | ${mean.toFixed(2)} | ${percentile(sorted, 50).toFixed(2)} | ${percentile(sorted, 99).toFixed(2)} |`,
      );
    }
  }
  return rows;
}
