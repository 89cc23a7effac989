// Words every kind of text uses, English and Russian: numbers, months, days, seasons, times of
// day and everyday verbs and adjectives. A job description contains them, but an answer that
// shares only these with it ("I planned it for five nights in August") is not about the job.
// prettier-ignore
export const GENERAL_WORDS: readonly string[] = [
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twelve',
  'hundred', 'thousand', 'million', 'half', 'dozen', 'first', 'second', 'third', 'last', 'next',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september',
  'october', 'november', 'december', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday',
  'saturday', 'sunday', 'weekend', 'weekday', 'morning', 'evening', 'night', 'afternoon', 'today',
  'tomorrow', 'yesterday', 'hour', 'minute', 'summer', 'winter', 'spring', 'autumn', 'fall',
  'season', 'holiday', 'home', 'house', 'family', 'friend', 'city', 'town', 'place', 'area',
  'keep', 'kept', 'even', 'though', 'through', 'within', 'per', 'off', 'own', 'hand', 'note',
  'name', 'short', 'long', 'big', 'small', 'large', 'high', 'low', 'full', 'part', 'round',
  'point', 'book', 'fill', 'hit', 'run', 'ran', 'start', 'started', 'end', 'ended', 'finish',
  'take', 'took', 'give', 'gave', 'put', 'set', 'let', 'go', 'went', 'come', 'came', 'see', 'saw',
  'look', 'find', 'found', 'tell', 'told', 'ask', 'asked', 'say', 'said', 'show', 'turn', 'move',
  'paid', 'pay', 'free', 'regular', 'advance', 'advanced', 'consistent', 'consistently', 'simple',
  'easy', 'hard', 'fast', 'quick', 'slow', 'early', 'late', 'ready', 'sure', 'able', 'whole',
  'entire', 'around', 'across', 'along', 'together', 'away', 'back', 'ever', 'yet', 'already',
  'leave', 'sick', 'seat', 'ticket', 'event', 'club', 'share', 'person', 'spend', 'spent',
  'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять', 'десять', 'сто',
  'тысяча', 'миллион', 'половина', 'первый', 'второй', 'третий', 'последний', 'следующий',
  'январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь',
  'ноябрь', 'декабрь', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота',
  'воскресенье', 'выходные', 'утро', 'вечер', 'ночь', 'день', 'сегодня', 'завтра', 'вчера',
  'час', 'минута', 'лето', 'зима', 'весна', 'осень', 'праздник', 'дом', 'семья', 'друг', 'город',
  'место', 'район', 'метро', 'держать', 'даже', 'через', 'свой', 'рука', 'короткий', 'длинный',
  'большой', 'маленький', 'высокий', 'низкий', 'полный', 'часть', 'взять', 'дать', 'пойти',
  'прийти', 'видеть', 'найти', 'сказать', 'спросить', 'показать', 'начать', 'закончить',
  'платить', 'бесплатный', 'простой', 'легкий', 'быстрый', 'ранний', 'поздний', 'готовый',
  'весь', 'вместе', 'назад', 'уже', 'ещё', 'еще', 'человек', 'люди',
];
