# Counts a frozen panel's questions rated blind by two fresh raters (rounds 51 and 52): per rater,
# the mean rating, how many from another field, how many rated 1-2, and the mean per job.
#   python3 eval/graded/question-ratings/panel-score.py round-52 fifteenth
import json, statistics, sys

round_dir, panel = sys.argv[1], sys.argv[2]
d = f'eval/graded/question-ratings/{round_dir}/'
for r in 'ab':
    x = json.load(open(d + f'ratings.{panel}.{r}.json'))
    ratings = [q for j in x['jobs'] for q in j['ratings']]
    per = {j['id']: round(statistics.mean(q['rating'] for q in j['ratings']), 2) for j in x['jobs']}
    print(r, x['reader'], len(ratings), 'mean', round(statistics.mean(q['rating'] for q in ratings), 2),
          'from another field', sum(q['otherField'] for q in ratings),
          'rated 1-2', sum(q['rating'] <= 2 for q in ratings))
    print('  ', per)
