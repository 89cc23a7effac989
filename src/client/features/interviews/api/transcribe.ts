import { postFile } from '../../../lib/api-client';
import type { Language } from '../../../../shared/language';

/** What the service wrote down, with its filler sounds (null: not kept) and filler words. */
export interface WrittenDown {
  text: string;
  fillerSounds: number | null;
  fillerWords: number;
}

/**
 * Sends a recording to the transcription service the operator set up (through this server) and
 * gives back the words. Called only where the page has said where the recording goes.
 */
export async function transcribeRecording(
  recording: Blob,
  languages: { spoken: Language; ui: Language },
): Promise<WrittenDown> {
  const { transcript } = await postFile<{ transcript: WrittenDown }>(
    `/api/speech/transcriptions?language=${languages.spoken}`,
    {
      body: recording,
      language: languages.ui,
      contentType: recording.type || 'audio/webm',
    },
  );
  return {
    text: transcript.text,
    fillerSounds: transcript.fillerSounds,
    fillerWords: transcript.fillerWords,
  };
}
