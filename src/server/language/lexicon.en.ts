// English word lists for reading answers (see lexicon.ts for what each list is for).
import type { Lexicon } from './lexicon';

// prettier-ignore
export const LEXICON_EN: Lexicon = {
  commonWords: [
    'i', 'me', 'my', 'we', 'our', 'us', 'you', 'your', 'he', 'she', 'it', 'its', 'they', 'them',
    'their', 'this', 'that', 'these', 'those', 'a', 'an', 'the', 'and', 'or', 'but', 'so', 'if',
    'because', 'then', 'than', 'when', 'while', 'as', 'at', 'by', 'for', 'from', 'in', 'into',
    'of', 'on', 'to', 'with', 'without', 'about', 'after', 'before', 'over', 'under', 'up', 'down',
    'out', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'have', 'has', 'had', 'do',
    'does', 'did', 'done', 'will', 'would', 'can', 'could', 'should', 'may', 'must', 'not', 'no',
    'yes', 'all', 'any', 'some', 'each', 'every', 'more', 'most', 'less', 'very', 'also', 'just',
    'only', 'what', 'which', 'who', 'how', 'why', 'where', 'there', 'here', 'now', 'again',
    'always', 'never', 'often', 'one', 'two', 'three', 'first', 'new', 'old', 'good', 'bad',
    'best', 'better', 'time', 'year', 'years', 'month', 'months', 'week', 'weeks', 'day', 'days',
    'work', 'worked', 'working', 'job', 'team', 'project', 'projects', 'company', 'client',
    'customer', 'users', 'user', 'problem', 'issue', 'task', 'goal', 'result', 'results',
    'experience', 'role', 'make', 'made', 'get', 'got', 'use', 'used', 'using', 'know', 'think',
    'want', 'need', 'needed', 'like', 'lot', 'way', 'people', 'manager', 'system', 'process',
    'data', 'code', 'product', 'service', 'know', "don't", 'dont', "i'm", "it's", 'im', 'really',
    'much', 'many', 'well', 'still', 'other',
  ],
  dontKnow: [
    "i don't know", 'i dont know', "don't know", 'dont know', 'do not know', 'idk', 'no idea',
    'no clue', "i'm not sure", 'im not sure', 'not sure', 'pass', 'skip', 'nothing', 'n/a', 'na',
    'no comment', "can't answer", 'cannot answer', "can't say", 'no experience', "haven't done",
    'never done', "i can't remember", "don't remember", 'dunno', 'no answer',
  ],
  fillers: [
    'um', 'umm', 'uh', 'uhh', 'er', 'erm', 'hmm', 'basically', 'actually', 'literally', 'you know',
    'i mean', 'stuff', 'and stuff', 'things like that', 'whatever', 'so yeah', 'kinda', 'sorta',
    'like,', ', like', 'totally', 'anyway',
  ],
  hedges: [
    'i guess', 'maybe', 'probably', 'i think', 'i suppose', 'perhaps', 'sort of', 'kind of',
    'not sure', 'i believe', 'might', 'hopefully', 'somewhat', 'more or less', 'i would say',
    'possibly', 'i try to', 'try my best', 'in theory',
  ],
  star: {
    situation: [
      'when i was', 'when we were', 'at my previous', 'at my last', 'in my previous', 'in my last',
      'at my current', 'in my current', 'we had', 'there was', 'there were', 'the situation',
      'the context', 'last year', 'years ago', 'once', 'one time', 'at the time', 'back when',
      'our team', 'the company', 'the project', 'a client', 'a customer', 'our system', 'at work',
      'in a previous', 'previous job', 'previous role', 'last job', 'last role',
    ],
    task: [
      'the goal was', 'my goal was', 'our goal was', 'i needed to', 'i had to', 'we needed to',
      'we had to', 'my task was', 'my job was', 'i was responsible', 'i was asked to',
      'the challenge was', 'the problem was', 'the task was', 'the aim was', 'the deadline',
      'responsible for', 'my role was', 'was asked to', 'needed to', 'had to', 'the goal',
    ],
    action: [
      'so i', 'first i', 'then i', 'i then', 'i started by', 'i began', 'i decided', 'i proposed',
      'i set up', 'i reached out', 'i worked with', 'i talked to', 'i spoke with', 'my approach',
      'step by step', 'i took', 'i organised', 'i organized', 'i suggested', 'i introduced',
    ],
    result: [
      'as a result', 'resulted in', 'in the end', 'eventually', 'which led to', 'this led to',
      'that led to', 'the outcome', 'the result', 'the impact', 'reduc*', 'increas*', 'improv*',
      'saved', 'saving', 'cut', 'grew', 'dropped', 'decreas*', 'doubled', 'halved', 'deliver*',
      'launched', 'shipped', 'on time', 'achieved', 'successfully', 'went from', 'faster', 'fewer',
      'matched up', 'it balanced', 'tallied',
    ],
  },
  actionVerbs: [
    'built', 'led', 'wrote', 'made', 'ran', 'set', 'took', 'drove', 'found', 'chose', 'began',
    'brought', 'gave', 'taught', 'sent', 'spent', 'won', 'held', 'kept', 'met', 'sold', 'told',
    'cut', 'put', 'rewrote', 'undertook', 'oversaw', 'split', 'broke', 'rebuilt', 'sped', 'got',
    'implemented', 'designed', 'created', 'introduced', 'migrated', 'automated', 'reduced',
  ],
  nonActionVerbs: [
    'needed', 'wanted', 'liked', 'loved', 'hated', 'hoped', 'wished', 'guessed', 'believed',
    'seemed', 'supposed', 'learned', 'learnt', 'realised', 'realized', 'felt', 'thought', 'knew',
  ],
  selfPronouns: ['i', "i've", "i'd"],
  teamPronouns: ['we', "we've", "we'd"],
};
