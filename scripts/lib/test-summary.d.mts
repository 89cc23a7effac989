export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
type Report = Record<string, unknown>;
export declare function countVitest(report: Report): Counts;
export declare function countPlaywright(report: Report): Counts;
export declare function countPhase(options: {
  exitCode: number;
  report: Report | null;
  count: (report: Report) => Counts;
}): Counts;
export declare function addCounts(...parts: Counts[]): Counts;
export declare function formatCounts(counts: Pick<Counts, 'passed' | 'failed'>): string;
export declare function readJsonReport(path: string): Report | null;
export declare function listVitestFailures(report: Report, root?: string): string[];
export declare function listPlaywrightFailures(report: Report): string[];
