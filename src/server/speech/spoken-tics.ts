import type { Language } from '../../shared/language';
import { getLexicon } from '../language/lexicon';
import { countPhrases, normaliseText } from '../language/text';

// What a transcript of a spoken answer says about its filler words and hedges, from the same
// fixed en/ru lists the coach reads typed answers with (language/lexicon.*). The sounds of
// thinking ("um", «ээ») are counted only from a service that keeps them: Whisper-style services
// drop them, and a count of 0 from such a transcript would be a false claim.

/** Sounds, not words: what most transcription services leave out. */
const SOUNDS: Record<Language, readonly string[]> = {
  en: ['um', 'umm', 'uh', 'uhh', 'er', 'erm', 'hmm', 'ah', 'mm'],
  ru: ['э', 'ээ', 'эээ', 'эм', 'эмм', 'мм', 'ммм', 'хм'],
};

export interface SpokenTics {
  /** "um", «ээ»: null when the service does not keep them (not measured). */
  fillerSounds: number | null;
  /** Filler words and hedges ("you know", "I think", «как бы», «наверное»), which any transcript keeps. */
  fillerWords: number;
}

export function countSpokenTics(
  text: string,
  options: { language: Language; keepsFillers: boolean },
): SpokenTics {
  const normalised = normaliseText(text);
  const lexicon = getLexicon(options.language);
  const sounds = new Set(SOUNDS[options.language]);
  const words = [...lexicon.fillers, ...lexicon.hedges].filter((phrase) => !sounds.has(phrase));
  return {
    fillerSounds: options.keepsFillers ? countPhrases(normalised, [...sounds]) : null,
    fillerWords: countPhrases(normalised, words),
  };
}
