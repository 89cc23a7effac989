import type { FamilyLexicon } from './family-lexicon';

// prettier-ignore
export const HOTEL: FamilyLexicon = {
  family: 'hotel',
  titleCues: [
    'hotel', 'front desk', 'front office', 'front desk agent', 'receptionist', 'night auditor',
    'concierge', 'housekeeping', 'housekeeper', 'room attendant', 'guest service agent',
    'guest relations', 'reservations agent', 'bellman', 'hostel',
    'администратор гостиницы', 'администратор отеля', 'администратор хостела', 'портье',
    'горничн*', 'ресепшен*', 'ресепшн*', 'гостиниц*', 'отел*', 'хостел*', 'консьерж*',
    'супервайзер службы приёма', 'служба приёма и размещения',
  ],
  skills: [
    'Opera PMS|opera|oracle opera|property management system|^PMS', 'Fidelio', 'Shelter|=Шелтер',
    'Bnovo', 'TravelLine|тревеллайн', 'booking engines|channel manager|=менеджер каналов',
    'check-in and check-out|check-ins and check-outs|guest check-in|=заселение и выселение|заселение гостей|размещение гостей',
    'reservations|room reservations|=бронирование номеров|бронирование',
    'night audit|=ночной аудит', 'cash handling|=работа с кассой|кассовая дисциплина',
    'upselling|up-selling|room upgrades|=допродажи', 'guest complaints|complaint handling|=работа с жалобами|работа с претензиями гостей',
    'housekeeping standards|room inspection|=стандарты уборки|проверка номеров',
    'migration registration|=миграционный учёт|миграционный учет|постановка на миграционный учет',
    'guest service|guest relations|=гостеприимство|обслуживание гостей',
  ],
  topicWords: {
    en: [
      'guest', 'room', 'booking', 'reservation', 'check-in', 'checkout', 'arrival', 'departure',
      'front desk', 'lobby', 'key', 'bill', 'invoice', 'payment', 'deposit', 'upgrade', 'complaint',
      'housekeeping', 'cleaning', 'request', 'review', 'overbooking', 'shift', 'night', 'manager',
      'noise', 'luggage', 'late', 'refund', 'stay',
    ],
    ru: [
      'гость', 'номер', 'бронь', 'бронирование', 'заселение', 'выселение', 'заезд', 'выезд',
      'стойка', 'ресепшен', 'холл', 'ключ', 'счёт', 'оплата', 'депозит', 'жалоба', 'уборка',
      'горничная', 'просьба', 'отзыв', 'овербукинг', 'смена', 'ночь', 'администратор', 'шум',
      'багаж', 'возврат', 'проживание', 'паспорт',
    ],
  },
  questions: {
    en: {
      technical: [
        'Walk me through a smooth check-in at a busy moment. What do you check, and what do you say to the guest?',
        'How do you handle an overbooking when a guest with a confirmed reservation arrives and no room is free?',
        'How do you make sure payments, deposits and the end-of-shift cash balance always add up?',
        'How do you pass requests and problems on to housekeeping, maintenance and the next shift so that nothing is lost?',
        'What does good practice in {skill} look like to you, and how have you applied it at the front desk?',
        'How do you offer an upgrade or an extra service without pushing the guest?',
      ],
      scenario: [
        'Tell me about a guest complaint you turned around. What was wrong, what did you do, and how did it end?',
        'A guest arrives at midnight, tired and angry, and their booking cannot be found. What do you do?',
        'Tell me about your busiest shift at the desk. How did you organise the work, and how did it end?',
        'A guest reports that something was taken from their room. How do you handle it?',
        'A room is not ready at check-in time, and the guest has a meeting in an hour. What do you do?',
        'Tell me about a change you suggested that improved guest reviews or sped up check-in. What changed afterwards?',
      ],
      soft_skills: [
        'Tell me about a time a guest arrived and their room was not ready or not what they had booked. What did you say and do?',
        "Describe a situation when housekeeping and the front desk disagreed about a room's status. How did you help sort it out?",
        "Tell me about a time you made a mistake with a guest's booking or bill. How did you tell them and put it right?",
        'Tell me about a difficult guest during a night or late shift, when there was little support around. How did you handle it?',
      ],
    },
    ru: {
      technical: [
        'Расскажите по шагам, как вы заселяете гостя в час пик. Что проверяете и что говорите гостю?',
        'Как вы поступаете при овербукинге, когда приехал гость с подтверждённой бронью, а свободных номеров нет?',
        'Как вы следите за тем, чтобы оплаты, депозиты и касса на конец смены всегда сходились?',
        'Как вы передаёте просьбы и проблемы горничным, инженерной службе и следующей смене, чтобы ничего не потерялось?',
        'Что для вас значит правильная работа по теме «{skill}», и как вы это применяли на ресепшене?',
        'Как вы предлагаете гостю повышение категории номера или дополнительную услугу, не навязываясь?',
      ],
      scenario: [
        'Расскажите о жалобе гостя, которую вам удалось обратить в его пользу. Что было не так, что вы сделали и чем всё закончилось?',
        'В полночь приезжает уставший и рассерженный гость, а его бронь не находится. Ваши действия?',
        'Расскажите о своей самой загруженной смене на ресепшене. Как вы организовали работу и чем всё закончилось?',
        'Гость сообщает, что из его номера пропала вещь. Как вы поступите?',
        'Номер не готов к заселению, а у гостя через час встреча. Что вы будете делать?',
        'Расскажите о том, что вы предложили изменить, чтобы улучшить отзывы гостей или ускорить заселение. Что поменялось после?',
      ],
      soft_skills: [
        'Расскажите о случае, когда гость ночью жаловался на шум или соседей. Как вы решили ситуацию и что сказали гостям?',
        'Вспомните ситуацию, когда гость требовал компенсацию или скидку, которую вы не могли дать. Как вы вели разговор?',
        'Расскажите о случае, когда при передаче смены потерялась важная информация о госте. Что произошло и как вы это исправляли?',
        'Приведите пример, когда вы что-то пообещали гостю — такси, поздний выезд, звонок — и не смогли выполнить. Что вы сделали?',
      ],
    },
  },
};
