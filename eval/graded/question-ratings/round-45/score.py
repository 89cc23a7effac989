# Round 45 (twenty-sixth session): two shared subject words that are most of a quoted phrase
# repeat a field question. Two fresh blind raters read the 17 interviews it changes, before and
# after, shuffled as X/Y (key.json). Usage: python3 score.py
import collections, json, pathlib

here = pathlib.Path(__file__).parent
key = json.loads((here / 'key.json').read_text())
for path in sorted(here.glob('ratings.*.json')):
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
    print(path.name, n, dict(prefer), 'near-duplicate pairs', dups,
          'mean rating', {k: round(v / n, 2) for k, v in rating.items()})
