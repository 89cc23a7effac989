import type { Language } from '../../../../shared/language';
import { skipFollowUp } from '../api/retake-question';
import { keepFollowUpSkipped } from './answer-draft';

/**
 * A follow-up the user skipped: kept skipped in this tab, and said to the server too, so another
 * tab does not offer it again; a failure leaves it skipped in this tab.
 */
export function skipFollowUpEverywhere(options: { id: string; order: number; language: Language }) {
  keepFollowUpSkipped(options.id, options.order);
  void skipFollowUp(options).catch(() => undefined);
}
