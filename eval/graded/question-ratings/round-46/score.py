# Round 46: the experience and comparable-work questions asked once, X/Y blind preference.
import json
d = 'eval/graded/question-ratings/round-46/'
key = json.load(open(d + 'key.json'))
for r in 'ab':
    marks = json.load(open(d + f'ratings.{r}.json'))['marks']
    pref = {'after': 0, 'before': 0, 'same': 0}
    dup = {'after': 0, 'before': 0}
    for m in marks:
        k = key[m['id']]
        pref[k[m['prefer']] if m['prefer'] in 'XY' else 'same'] += 1
        dup[k['X']] += m['nearDuplicatesX']
        dup[k['Y']] += m['nearDuplicatesY']
    print(r, 'preferred', pref, 'near-duplicate pairs', dup)
