import type { AtsCheck } from '../../../../shared/schemas/resumes';

export type AtsTextKey =
  | 'contactDetails.pass'
  | 'contactDetails.missing'
  | 'standardHeadings.pass'
  | 'standardHeadings.missing'
  | 'dates.noEntries'
  | 'dates.pass'
  | 'dates.missing'
  | 'length.pass'
  | 'length.tooShort'
  | 'length.tooLong'
  | 'bulletsWithNumbers.noBullets'
  | 'bulletsWithNumbers.pass'
  | 'bulletsWithNumbers.few'
  | 'layout.noText'
  | 'layout.twoColumns'
  | 'layout.pass'
  | 'education.pass'
  | 'education.notFound';

/** A locale key under `report.ats` and its values; list values are localized by the caller. */
export interface AtsCheckText {
  key: AtsTextKey;
  values: Record<string, number | string[]>;
}

const numberOf = (value: AtsCheck['details'][string] | undefined): number =>
  typeof value === 'number' ? value : 0;

const listOf = (value: AtsCheck['details'][string] | undefined): string[] =>
  Array.isArray(value) ? value : [];

/**
 * The sentence that explains a check's outcome, from the numbers the server counted. The keys
 * are spelled out (not built from the id) so a search for a key finds where it is used.
 */
export function describeAtsCheck(check: AtsCheck): AtsCheckText {
  const { details, status } = check;
  switch (check.id) {
    case 'contact_details':
      return status === 'pass'
        ? { key: 'contactDetails.pass', values: {} }
        : { key: 'contactDetails.missing', values: { items: listOf(details.missing) } };
    case 'standard_headings':
      return status === 'pass'
        ? { key: 'standardHeadings.pass', values: {} }
        : { key: 'standardHeadings.missing', values: { sections: listOf(details.missing) } };
    case 'dates': {
      const entries = numberOf(details.entries);
      if (entries === 0) return { key: 'dates.noEntries', values: {} };
      if (status === 'pass') return { key: 'dates.pass', values: { count: entries } };
      return {
        key: 'dates.missing',
        values: {
          count: entries,
          withDates: numberOf(details.withDates),
          entriesWithout: listOf(details.withoutDates),
        },
      };
    }
    case 'length': {
      const values = { count: numberOf(details.pages), words: numberOf(details.words) };
      if (status === 'pass') return { key: 'length.pass', values };
      // The server warns for under 200 words or over 2 pages / 1,000 words.
      return { key: values.words < 200 ? 'length.tooShort' : 'length.tooLong', values };
    }
    case 'bullets_with_numbers': {
      const bullets = numberOf(details.bullets);
      if (bullets === 0) return { key: 'bulletsWithNumbers.noBullets', values: {} };
      const values = { count: bullets, withNumbers: numberOf(details.withNumbers) };
      return {
        key: status === 'pass' ? 'bulletsWithNumbers.pass' : 'bulletsWithNumbers.few',
        values,
      };
    }
    case 'education': {
      const values = { asked: listOf(details.asked), found: listOf(details.found) };
      return { key: status === 'pass' ? 'education.pass' : 'education.notFound', values };
    }
    case 'layout': {
      const withoutText = numberOf(details.pagesWithoutText);
      if (withoutText > 0) return { key: 'layout.noText', values: { count: withoutText } };
      const twoColumns = numberOf(details.twoColumnPages);
      if (twoColumns > 0) return { key: 'layout.twoColumns', values: { count: twoColumns } };
      return { key: 'layout.pass', values: {} };
    }
  }
}
