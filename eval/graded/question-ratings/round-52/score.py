# Round 52: the fifteenth frozen panel's questions, rated blind by two fresh raters.
import json, statistics
d = 'eval/graded/question-ratings/round-52/'
for r in 'ab':
    x = json.load(open(d + f'ratings.fifteenth.{r}.json'))
    ratings = [q for j in x['jobs'] for q in j['ratings']]
    per = {j['id']: round(statistics.mean(q['rating'] for q in j['ratings']), 2) for j in x['jobs']}
    print(r, x['reader'], len(ratings), 'mean', round(statistics.mean(q['rating'] for q in ratings), 2),
          'from another field', sum(q['otherField'] for q in ratings),
          'rated 1-2', sum(q['rating'] <= 2 for q in ratings))
    print('  ', per)
