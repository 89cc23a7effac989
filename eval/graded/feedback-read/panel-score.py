# Counts a frozen panel's one feedback read (two fresh readers, neutral ids; rounds 93 and 98):
# per reader, true and useful, untrue and asking for what the answer has; both; by style.
#   python3 eval/graded/feedback-read/panel-score.py round-98 fifteenth
import collections, json, sys

round_dir, panel = sys.argv[1], sys.argv[2]
R = f'eval/graded/feedback-read/{round_dir}/'
key = json.load(open(R + f'{panel}.key.json'))
marks = {r: {m['id']: m for m in json.load(open(R + f'{panel}-{r}.anon.read.json'))['marks']} for r in 'ab'}
good = lambda m: m['true'] and m['useful']
for r in 'ab':
    ms = marks[r]
    print(r, 'true and useful', sum(good(m) for m in ms.values()), 'of', len(ms),
          'untrue', sum(not m['true'] for m in ms.values()), 'asking', sum(m['asksForPresent'] for m in ms.values()))
both = sum(good(marks['a'][i]) and good(marks['b'][i]) for i in key)
agree = sum(good(marks['a'][i]) == good(marks['b'][i]) for i in key)
print('both', both, 'agree', agree)
by = collections.defaultdict(lambda: [0, 0, 0])
for i, src in key.items():
    style = src.split('#')[2]
    by[style][0] += 1
    by[style][1] += good(marks['a'][i])
    by[style][2] += good(marks['b'][i])
for style, (n, a, b) in sorted(by.items()):
    print(f'  {style:10} n={n:3} a={a:3} b={b:3}')
