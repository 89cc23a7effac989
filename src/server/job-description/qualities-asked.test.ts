import { describe, expect, it } from 'vitest';
import { findQualitiesAsked } from './qualities-asked';

describe('findQualitiesAsked', () => {
  it('quotes the qualities a posting requires, in English and Russian', () => {
    expect(
      findQualitiesAsked(
        'About you\n- Friendly, patient and comfortable talking to people all day\n- GCSE English and Maths (grade 4/C or above)\n- Organised and reliable',
      ),
    ).toEqual([
      'friendly, patient and comfortable talking to people all day',
      'organised and reliable',
    ]);
    expect(
      findQualitiesAsked(
        'Требования:\n— опыт работы бухгалтером от 2 лет;\n— внимательность, аккуратность, умение работать с большим объёмом документов.',
      ),
    ).toEqual(['внимательность, аккуратность']);
  });

  it('quotes a quality without what a dash adds to explain it', () => {
    expect(
      findQualitiesAsked(
        'Requirements:\n- A patient, respectful attitude – experience caring for a family member counts\n- Good timekeeping – the trailers leave on schedule',
      ),
    ).toEqual(['a patient, respectful attitude', 'good timekeeping']);
  });

  it('keeps the qualities of a list and leaves out what is held or absent', () => {
    expect(
      findQualitiesAsked(
        'Требования:\n• вежливость, стрессоустойчивость, готовность к рейсам до 12 суток;\n• ответственность, отсутствие вредных привычек.',
      ),
    ).toEqual(['вежливость, стрессоустойчивость']);
  });

  it('quotes nothing a candidate holds or has done, nor a tool used with confidence', () => {
    expect(
      findQualitiesAsked(
        [
          'Requirements:',
          '- Reliable transportation',
          '- Confident using QLab and a lighting desk',
          '- Three years of experience as a calm, organised team leader',
          '- A full, clean driving licence',
          '- Able to communicate in at least two of English, Spanish and Portuguese',
          // A means held, asked yes or no, and knowledge asked of two words sharing its object
          // (the ninth panel's raters: "transport is a yes/no"; "a garbled quote").
          '- Reliable, with your own transport – we are rural with no bus route',
          '- Good understanding of, or willingness to learn, NHS banding and exemptions',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      findQualitiesAsked('Требования:\n— знание или готовность изучить 1С, внимательность;'),
    ).toEqual([]);
  });

  it('reads only the requirements, not the duties, the offer or a wish', () => {
    expect(
      findQualitiesAsked(
        [
          'Duties:',
          '- Keep calm and friendly order in the waiting room',
          'Nice to have:',
          '- A patient, friendly manner with children',
          'We offer:',
          '- A friendly team',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('findQualitiesAsked and a sentence after a quality', () => {
  it('quotes the quality without the next sentence of the line', () => {
    expect(
      findQualitiesAsked(
        'Requirements: a current first aid certificate; patience and a calm manner with nervous riders. Welsh is an advantage.',
      ),
    ).toEqual(['patience and a calm manner with nervous riders']);
  });
});

describe('findQualitiesAsked and a label before a colon', () => {
  it('never quotes "reliable: weekends and holidays required" as one quality', () => {
    const found = findQualitiesAsked(
      'Requirements:\n- Reliable: weekends and holidays required\n- Organised and reliable: we open at 8:30 sharp',
    );
    expect(found.join('\n')).not.toContain('reliable: weekends');
    expect(found).toContain('organised and reliable');
  });
});
