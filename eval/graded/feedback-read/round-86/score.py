# Round 86: the feedback as it stood at the start of the thirty-fourth session, on answers of the
# twelfth and thirteenth panels (spent) nobody had read (offset 3); two fresh readers per panel.
import collections, json
R = 'eval/graded/feedback-read/round-86/'
good = lambda m: m['true'] and m['useful']
for s, rs in (('thirteenth', 'ab'), ('twelfth', 'cd')):
    key = json.load(open(R + f'{s}.key.json'))
    marks = {r: {m['id']: m for m in json.load(open(R + f'{s}-{r}.anon.read.json'))['marks']} for r in rs}
    for r in rs:
        ms = marks[r]
        print(s, r, 'true and useful', sum(good(m) for m in ms.values()), 'of', len(ms),
              'untrue', sum(not m['true'] for m in ms.values()), 'asking', sum(m['asksForPresent'] for m in ms.values()))
    print('  both', sum(all(good(marks[r][i]) for r in rs) for i in key))
    by = collections.defaultdict(lambda: [0, 0, 0])
    for i, src in key.items():
        style = src.split('#')[2]
        by[style][0] += 1
        for k, r in enumerate(rs):
            by[style][k + 1] += good(marks[r][i])
    for style, v in sorted(by.items()):
        print(f'  {style:10} n={v[0]:3} {v[1]:3} {v[2]:3}')
