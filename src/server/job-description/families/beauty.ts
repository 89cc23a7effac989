import type { FamilyLexicon } from './family-lexicon';

// Beauty services: hairdressers, barbers, colourists, nail, brow and lash technicians, make-up
// artists and cosmetologists. Their work is one client in the chair for a booked hour, judged by
// the mirror at the end, with hygiene and allergies to watch, so they get questions of their own.
// prettier-ignore
export const BEAUTY: FamilyLexicon = {
  family: 'beauty',
  titleCues: [
    'hairdresser', 'hairstylist', 'hair stylist', 'barber', 'colourist', 'colorist',
    'nail technician', 'manicurist', 'beautician', 'cosmetologist', 'esthetician', 'makeup artist',
    'make-up artist', 'lash technician', 'brow artist', 'парикмахер*', 'барбер*', 'колорист*',
    'мастер маникюра', 'мастер ногтевого сервиса', 'косметолог*', 'визажист*', 'бровист*',
    'лешмейкер*', 'мастер по наращиванию ресниц',
  ],
  skills: [
    'hair colouring|hair coloring|colour correction|color correction|=окрашивание волос|колорирование|тонирование волос',
    'balayage|ombre|AirTouch|=балаяж|сложное окрашивание|шатуш',
    'haircutting|precision cutting|skin fade|fades|=стрижка|мужские стрижки|женские стрижки|фейд',
    'straight razor shave|hot towel shave|beard trim|=бритьё опасной бритвой|королевское бритьё|оформление бороды',
    'keratin treatment|=кератиновое выпрямление|ботокс для волос',
    'gel polish|shellac|=покрытие гель-лаком|гель-лак',
    'e-file manicure|hardware manicure|=аппаратный маникюр|комбинированный маникюр',
    'nail extensions|acrylic nails|gel extensions|=наращивание ногтей',
    'lash extensions|eyelash extensions|=наращивание ресниц',
    'lash lift|brow lamination|=ламинирование ресниц|ламинирование бровей',
    'brow shaping|brow tinting|henna brows|=архитектура бровей|коррекция бровей|окрашивание бровей',
    'make-up application|bridal make-up|makeup|=макияж|свадебный макияж|вечерний макияж',
    'facial treatments|facials|chemical peels|=уходовые процедуры для лица|чистка лица|пилинг',
    'patch test|skin allergy test|allergy alert test|=тест на аллергию|аллергопроба',
    'tool disinfection and sterilisation|tool sterilization|dry heat steriliser|=дезинфекция и стерилизация инструментов|сухожар|^ПСО|предстерилизационная очистка',
    'salon booking software|Fresha|Phorest|Vagaro|YCLIENTS|Dikidi|=онлайн-запись|программа онлайн-записи',
    'cosmetology license|cosmetology licence|state board license|NVQ hairdressing|=свидетельство о профессии|свидетельство о профессии рабочего',
  ],
  topicWords: {
    en: [
      'client', 'hair', 'colour', 'color', 'dye', 'toner', 'bleach', 'roots', 'highlights',
      'haircut', 'fringe', 'scalp', 'nail', 'cuticle', 'polish', 'gel', 'lash', 'brow', 'skin',
      'makeup', 'salon', 'chair', 'booking', 'appointment', 'consultation', 'allergy', 'patch test',
      'reaction', 'hygiene', 'disinfection', 'steriliser', 'towel', 'clippers', 'scissors', 'shade',
      'result', 'redo', 'regular', 'product', 'aftercare',
    ],
    ru: [
      'клиент', 'клиентка', 'волосы', 'цвет', 'краситель', 'окрашивание', 'осветление',
      'тонирование', 'корни', 'стрижка', 'чёлка', 'кожа головы', 'ногти', 'кутикула', 'покрытие',
      'гель-лак', 'ресницы', 'брови', 'кожа', 'макияж', 'салон', 'кресло', 'запись', 'окошко',
      'консультация', 'аллергия', 'реакция', 'дезинфекция', 'стерилизация', 'сухожар',
      'крафт-пакет', 'полотенце', 'машинка', 'ножницы', 'оттенок', 'результат', 'переделка',
      'постоянный клиент', 'уход', 'материал', 'мастер',
    ],
  },
  questions: {
    en: {
      technical: [
        'Walk me through a consultation with a new client, from what they ask for to what you agree to actually do.',
        'How do you decide what is realistic in one visit, for example a big colour change, long lash extensions or a new set on damaged nails, and how do you explain it to the client?',
        'How do you clean, disinfect and sterilise your tools and workstation between clients? What do you never skip?',
        'When do you do an allergy or patch test, and what do you do if the client says there is no time for it?',
        'What does good practice in {skill} look like to you, and how do you apply it with your clients?',
        'How do you keep each service within its booked time, and what do you do when you see it will run over?',
        'How do you build a base of regular clients: rebooking, aftercare advice, the products they take home?',
      ],
      scenario: [
        'Tell me about a client who was unhappy with the result. What did they say, what did you do, and did they come back?',
        'You are running twenty minutes behind, and your next client is already waiting and getting annoyed. What do you do?',
        "During a service the client's scalp or skin turns red and starts to burn. What do you do?",
        'A client shows you a photo and wants exactly that, but with their hair or nails it cannot be done in one visit. How do you handle it?',
        'Tell me about a time you saw a colleague skip disinfection or reuse something that should be single-use. What did you do?',
        'A week after the service a client messages that the colour has washed out or the gel has lifted, and asks for her money back. How do you handle it?',
      ],
    },
    ru: {
      technical: [
        'Расскажите, как вы проводите консультацию с новым клиентом: от того, что он просит, до того, о чём вы в итоге договорились.',
        'Как вы решаете, что реально сделать за один визит — например, сильно осветлить волосы, нарастить длинные ресницы или сделать покрытие на повреждённых ногтях, — и как объясняете это клиенту?',
        'Как вы обрабатываете инструменты и рабочее место между клиентами: дезинфекция, ПСО, стерилизация? Что вы не пропускаете никогда?',
        'В каких случаях вы делаете тест на аллергию и как поступаете, если клиент говорит, что на это нет времени?',
        'Что для вас значит правильная работа в том, что касается темы «{skill}», и как вы применяете это с клиентами?',
        'Как вы укладываетесь во время, отведённое на услугу, и что делаете, если видите, что не успеваете?',
        'Как вы набираете постоянных клиентов: запись на следующий визит, советы по домашнему уходу, продажа средств?',
      ],
      scenario: [
        'Расскажите о клиенте, которому не понравился результат. Что он сказал, что вы сделали и вернулся ли он к вам?',
        'Вы отстаёте от графика на двадцать минут, следующий клиент уже ждёт и начинает нервничать. Ваши действия?',
        'Во время процедуры у клиента краснеет и начинает жечь кожа головы или лица. Что вы сделаете?',
        'Клиентка показывает фото и хочет «точно так же», но с её волосами или ногтями за один визит так не получится. Как вы поступите?',
        'Расскажите о случае, когда вы заметили, что коллега не обрабатывает инструменты или снова использует одноразовое. Что было дальше?',
        'Через неделю после визита клиентка пишет, что цвет смылся или покрытие отслоилось, и требует вернуть деньги. Как вы поступите?',
      ],
    },
  },
};
