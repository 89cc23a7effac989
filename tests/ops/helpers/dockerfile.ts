// Reads a Dockerfile the way `docker build` does, as far as the tests need: comments and line
// continuations, build arguments, stages, and the arguments of each instruction.

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  base: string;
  name?: string;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** ARG instructions before the first FROM, with their defaults. */
  args: Record<string, string>;
  stages: Stage[];
}

export function parseDockerfile(text: string): Dockerfile {
  const args: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const { keyword, args: rest } of instructionsOf(text)) {
    if (keyword === 'FROM') {
      const [image = '', as, name] = rest.split(/\s+/);
      const base = image.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => args[a ?? b] ?? '');
      stages.push({ base, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else if (stages.length === 0) {
      if (keyword === 'ARG') {
        const [name = '', value = ''] = rest.split('=');
        args[name.trim()] = value.trim();
      }
    } else {
      stages.at(-1)?.instructions.push({ keyword, args: rest });
    }
  }
  return { args, stages };
}

function instructionsOf(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending = '';
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*#/.test(line)) continue;
    if (/\\\s*$/.test(line)) {
      pending += `${line.replace(/\\\s*$/, '')} `;
      continue;
    }
    const whole = `${pending}${line}`.trim();
    pending = '';
    if (whole === '') continue;
    const match = /^(\S+)\s*([\s\S]*)$/.exec(whole);
    if (match) instructions.push({ keyword: (match[1] ?? '').toUpperCase(), args: match[2] ?? '' });
  }
  return instructions;
}

/** The argv of an exec-form (JSON array) CMD, ENTRYPOINT or HEALTHCHECK CMD; null for shell form. */
export function execForm(args: string): string[] | null {
  const text = args.trim();
  if (!text.startsWith('[')) return null;
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) && parsed.every((part) => typeof part === 'string') ? parsed : null;
}

/** The last instruction of a kind in a stage. */
export function lastOf(stage: Stage, keyword: string): Instruction | undefined {
  return stage.instructions.filter((instruction) => instruction.keyword === keyword).at(-1);
}

/** KEY=value pairs of the ENV instructions of a stage (the `ENV KEY=value …` form). */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const instruction of stage.instructions.filter((i) => i.keyword === 'ENV')) {
    for (const match of instruction.args.matchAll(/(\w+)=("[^"]*"|'[^']*'|\S+)/g)) {
      env[match[1] ?? ''] = (match[2] ?? '').replace(/^(["'])(.*)\1$/, '$2');
    }
  }
  return env;
}

export interface Copy {
  /** The stage copied from (--from), or undefined for the build context. */
  from?: string;
  sources: string[];
  destination: string;
}

/** The COPY instructions of a stage, flags read and paths split. */
export function copiesOf(stage: Stage): Copy[] {
  return stage.instructions
    .filter((instruction) => instruction.keyword === 'COPY')
    .map((instruction) => {
      const parts = instruction.args.split(/\s+/).filter(Boolean);
      const flags = parts.filter((part) => part.startsWith('--'));
      const paths = parts.filter((part) => !part.startsWith('--'));
      const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
      return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
    });
}

/** HEALTHCHECK's command as argv (exec form after the options), or null. */
export function healthcheckCommand(instruction: Instruction): string[] | null {
  const match = /\bCMD\s+(\[[\s\S]*\])\s*$/.exec(instruction.args);
  return match ? execForm(match[1] ?? '') : null;
}
