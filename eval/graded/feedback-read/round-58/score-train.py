# Round 58: paired read of the specific praise in place of go-deeper (train) (before: "keep this level").
import json, collections, sys
d = 'eval/graded/feedback-read/round-58/'
key = json.load(open(d + 'train.key.json'))
todo = {x['id']: x for x in json.load(open(d + 'train.todo.json'))}
for reader in 'ab':
    marks = json.load(open(d + f'train-{reader}.read.json'))['marks']
    tally = collections.defaultdict(collections.Counter)
    for m in marks:
        k = key[m['id']]
        variant = k['variant']
        if variant == 'after':
            fb = todo[m['id']]['feedback']
            kind = 'change' if ('changed afterwards' in fb or 'change you made' in fb or 'изменили после' in fb or 'сделали выводы' in fb) else 'outcome' if ('ending makes' in fb or 'concrete outcome' in fb or 'концовкой' in fb or 'конкретным итогом' in fb) else 'case'
        else:
            kind = 'all'
        for group in (variant, f'{variant}:{kind}'):
            t = tally[group]
            t['n'] += 1
            t['good'] += m['true'] and m['useful']
            t['untrue'] += not m['true']
            t['asks'] += m['asksForPresent']
    print('reader', reader)
    for group in sorted(tally):
        t = tally[group]
        print(f"  {group:16} n={t['n']:3} good={t['good']:3} untrue={t['untrue']:3} asks={t['asks']:3}")
