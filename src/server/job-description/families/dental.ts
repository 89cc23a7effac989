import type { FamilyLexicon } from './family-lexicon';

// Dentistry: hygienists, dental assistants and nurses, dentists. Their day is a chair and a
// schedule of appointments, not a ward and a night shift, so they get questions of their own.
// prettier-ignore
export const DENTAL: FamilyLexicon = {
  family: 'dental',
  titleCues: [
    'dental', 'dentist', 'dental hygienist', 'hygienist', 'dental assistant', 'dental nurse',
    'orthodontist', 'dental technician', 'стоматолог*', 'ассистент стоматолога', 'гигиенист*',
    'зубной техник', 'ортодонт*', 'зубн*',
  ],
  skills: [
    'periodontal charting|perio charting|periodontal assessment|=пародонтологический статус|пародонтальная карта',
    'scaling and root planing|^SRP|deep cleaning|=снятие зубных отложений|удаление зубного камня',
    'professional teeth cleaning|dental prophylaxis|=профессиональная гигиена полости рта|профессиональная чистка зубов',
    'dental radiography|dental x-rays|bitewings|=рентгенография зубов|прицельные снимки|визиограф',
    'ultrasonic scaling|ultrasonic scaler|cavitron|=ультразвуковой скейлер|ультразвуковая чистка',
    'Air Flow|airflow polishing|=эйр-флоу|AirFlow', 'fluoride varnish|fluoride treatment|=фторирование',
    'fissure sealants|dental sealants|=герметизация фиссур',
    'instrument sterilisation|instrument sterilization|autoclave|=стерилизация инструментов|автоклав',
    'local anaesthesia|local anesthesia|=местная анестезия', 'Dentrix', 'Eaglesoft',
    'four-handed dentistry|=работа в четыре руки',
    'oral hygiene instruction|=обучение гигиене полости рта|подбор средств гигиены',
    'dental impressions|alginate impressions|=снятие слепков|оттиски',
    'intraoral scanner|iTero|=интраоральный сканер',
  ],
  topicWords: {
    en: [
      'patient', 'tooth', 'teeth', 'gum', 'plaque', 'tartar', 'calculus', 'cleaning', 'scaling',
      'polish', 'floss', 'brush', 'toothbrush', 'x-ray', 'chart', 'chair', 'dentist', 'hygienist',
      'appointment', 'recall', 'anxiety', 'anxious', 'pain', 'bleeding', 'sensitivity',
      'instrument', 'sterilisation', 'sterilization', 'gloves', 'fluoride', 'mouth', 'oral',
      'clinic', 'practice', 'surgery', 'treatment', 'filling', 'cavity', 'decay', 'periodontal',
    ],
    ru: [
      'пациент', 'зуб', 'зубы', 'десна', 'дёсны', 'налёт', 'камень', 'чистка', 'гигиена',
      'полировка', 'нить', 'щётка', 'снимок', 'карта', 'кресло', 'стоматолог', 'приём', 'запись',
      'страх', 'боль', 'кровоточивость', 'чувствительность', 'инструмент', 'стерилизация',
      'перчатки', 'фтор', 'полость рта', 'клиника', 'кабинет', 'лечение', 'пломба', 'кариес',
      'врач', 'ассистент', 'пародонт',
    ],
  },
  questions: {
    en: {
      technical: [
        'Walk me through a routine cleaning appointment, from reviewing the chart to booking the next visit.',
        'How do you explain to a patient why their gums bleed and what to change at home, so that they actually do it?',
        'How do you work with a patient who is very anxious or has a strong gag reflex?',
        'How do you make sure every instrument is sterile and the room is ready for the next patient? What do you check yourself?',
        'What does good practice in {skill} look like to you, and how do you apply it in your appointments?',
        'How do you decide when X-rays are needed, and what do you do when you see something that worries you?',
        'How do you keep to time when an appointment takes longer than planned?',
      ],
      scenario: [
        'Tell me about a patient who came back with the same problem despite your advice. What did you change?',
        'During a cleaning you notice a lesion that looks suspicious. What do you do, and what do you tell the patient?',
        'A patient says the cleaning hurt and that they will not come back. How do you handle it?',
        'The dentist is running forty minutes late and patients are waiting. What do you do?',
        "Tell me about a time you noticed a mistake in a patient's chart or medical history. What happened?",
        'A patient\'s medical history shows a condition or medicine that changes how they should be treated, and the dentist has not seen it. What do you do?',
      ],
      soft_skills: [
        'Tell me about a time a patient was very anxious about treatment. What did you say and do to help them?',
        'Describe a situation when a patient was unhappy with the cost or the result of treatment. How did you handle the conversation?',
        "Tell me about a time you disagreed with a colleague about a patient's treatment or a procedure. How did you raise it?",
        'Tell me about a day when appointments ran badly late and patients were kept waiting. How did you communicate with them and the team?',
      ],
    },
    ru: {
      technical: [
        'Расскажите по шагам, как проходит ваш приём по профессиональной гигиене: от изучения карты до записи на следующий визит.',
        'Как вы объясняете пациенту, почему у него кровоточат дёсны и что менять в домашнем уходе, чтобы он действительно это делал?',
        'Как вы работаете с пациентом, который очень боится или у которого сильный рвотный рефлекс?',
        'Как вы следите за тем, чтобы инструменты были стерильны, а кабинет готов к следующему пациенту? Что проверяете лично?',
        'Что для вас значит правильная работа по теме «{skill}», и как вы применяете это на приёме?',
        'Как вы решаете, нужен ли снимок, и что делаете, если на нём видите что-то тревожное?',
        'Как вы укладываетесь во время приёма, если процедура затягивается?',
      ],
      scenario: [
        'Расскажите о пациенте, который вернулся с той же проблемой, несмотря на ваши рекомендации. Что вы изменили?',
        'Во время чистки вы замечаете подозрительное образование во рту. Что вы сделаете и что скажете пациенту?',
        'Пациент говорит, что чистка была болезненной и больше он не придёт. Как вы поступите?',
        'Врач задерживается на сорок минут, а пациенты ждут. Ваши действия?',
        'Расскажите о случае, когда вы заметили ошибку в карте пациента или в анамнезе. Что было дальше?',
        'В анамнезе пациента есть заболевание или препарат, из-за которого лечить нужно иначе, а врач этого не заметил. Что вы сделаете?',
      ],
      soft_skills: [
        'Расскажите о случае, когда пациент отказывался от рекомендованного лечения. Как вы с ним разговаривали и чем всё закончилось?',
        'Вспомните ситуацию, когда врач, ассистент или техник по-разному поняли задачу и что-то пришлось переделывать. Как вы это решали?',
        'Расскажите о пациенте, который пришёл с претензией после лечения. Как вы построили разговор и чем всё закончилось?',
        'Приведите пример, когда вы заметили у себя ошибку в работе или в документах по пациенту. Как вы об этом сообщили?',
      ],
    },
  },
};
