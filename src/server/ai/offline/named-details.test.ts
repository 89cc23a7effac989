import { describe, expect, it } from 'vitest';
import { findNamedDetails } from './named-details';

describe('the names an answer gives of its own', () => {
  it('finds places, firms and products inside sentences, joined when they run together', () => {
    const answer =
      'I ran trials for three years at a site near Royston. Before that I managed a bar on Gloucester Road, so I know the area.';
    expect(findNamedDetails({ answer, given: [] })).toEqual(['Royston', 'Gloucester Road']);
    const ru = 'Каждый договор смотрю в «Директуме», контрагентов проверяю через Контур.Фокус.';
    expect(findNamedDetails({ answer: ru, given: [] })).toEqual(['Директуме', 'Контур.Фокус']);
    expect(
      findNamedDetails({ answer: 'I taught Year 9 at the Bank of England school.', given: [] }),
    ).toEqual(['Year 9', 'Bank of England']);
  });

  it('never takes a first word, quoted speech, an acronym, a calendar word or a name the question or the posting gave', () => {
    const answer = [
      'Then I called the GP on Monday.',
      'I want my Saturdays booked by Easter.',
      'She said "Thank you" and left.',
      '- Checked the pump',
      'I applied for the Estate Agent role in Clifton.',
      "Tom Bennett's Running the Room was the book that helped.",
      'Home Front was the trail the children liked best.',
      'Она сказала: «Спасибо, всё понятно».',
      'Клиент ответил: «Хорошо». «Я подумаю», — сказал он. Потом пришло 40 WebSocket-сообщений.',
      'Звонят прорабы: «Заказчик не подписывает КС-2, что делать?» Это самая частая просьба.',
    ].join('\n');
    expect(
      findNamedDetails({
        answer,
        given: ['Estate Agent (Sales Negotiator)', 'Offices in Clifton'],
      }),
    ).toEqual([]);
  });
});
