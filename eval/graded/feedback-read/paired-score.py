# Counts a paired feedback read (rounds 55-58): each answer's feedback as it was ("before") and as
# changed ("after"), shuffled under neutral ids; per reader, true and useful, untrue and asking for
# what the answer has, and, after, by the kind of praise said (the change, the outcome, the case).
#   python3 eval/graded/feedback-read/paired-score.py round-55 train
import json, collections, sys

round_dir, part = sys.argv[1], sys.argv[2]
d = f'eval/graded/feedback-read/{round_dir}/'
key = json.load(open(d + f'{part}.key.json'))
todo = {x['id']: x for x in json.load(open(d + f'{part}.todo.json'))}
for reader in 'ab':
    marks = json.load(open(d + f'{part}-{reader}.read.json'))['marks']
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
