# Round 42 (twenty-fifth session): near-duplicate topics in one interview. Two blind raters each
# read 24 changed interviews (train: the rule was refined on them) and two fresh ones 20 more
# (check), before and after, shuffled as X/Y. Usage: python3 score.py [train|check]
import collections, json, pathlib, sys

here = pathlib.Path(__file__).parent
part = sys.argv[1] if len(sys.argv) > 1 else 'check'
key = json.loads((here / f'key.{part}.json').read_text())
for path in sorted(here.glob(f'ratings.{part}.*.json')):
    jobs = json.loads(path.read_text())['jobs']
    prefer = collections.Counter()
    dups = {'before': 0, 'after': 0}
    rating = {'before': 0, 'after': 0}
    for job in jobs:
        x = key[job['job']]['X']
        y = 'before' if x == 'after' else 'after'
        dups[x] += len(job['dupPairsX'])
        dups[y] += len(job['dupPairsY'])
        rating[x] += job['ratingX']
        rating[y] += job['ratingY']
        choice = job['prefer']
        prefer['same' if choice == 'same' else (x if choice == 'X' else y)] += 1
    n = len(jobs)
    print(path.name, dict(prefer), 'near-duplicate pairs', dups,
          'mean rating', {k: round(v / n, 2) for k, v in rating.items()})
