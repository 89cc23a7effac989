import type { Progress } from '../api/get-progress';

/**
 * The chart's x labels, short enough for a phone: each interview's day, and for a day with more
 * than one interview the day and the time of each (a day's later interview labelled with its time
 * alone mixed «5 дек.» and "21:52" on one axis: a new user's walk, thirtieth session).
 */
export function chartLabels(interviews: Progress['interviews'], language: string): string[] {
  const format = (options: Intl.DateTimeFormatOptions) => {
    const formatter = new Intl.DateTimeFormat(language, options);
    return interviews.map((interview) =>
      interview.completedAt ? formatter.format(new Date(interview.completedAt)) : '',
    );
  };
  const days = format({ day: 'numeric', month: 'short' });
  const times = format({ hour: '2-digit', minute: '2-digit' });
  const shared = (day: string) => days.filter((other) => other === day).length > 1;
  return days.map((day, index) => (day && shared(day) ? `${day}, ${times[index]!}` : day));
}
