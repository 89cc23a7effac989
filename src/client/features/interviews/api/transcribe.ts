import { postFile } from '../../../lib/api-client';
import type { Language } from '../../../../shared/language';

/**
 * Sends a recording to the transcription service the operator set up (through this server) and
 * gives back the words. Called only where the page has said where the recording goes.
 */
export async function transcribeRecording(
  recording: Blob,
  languages: { spoken: Language; ui: Language },
): Promise<string> {
  const { transcript } = await postFile<{ transcript: { text: string } }>(
    `/api/speech/transcriptions?language=${languages.spoken}`,
    {
      body: recording,
      language: languages.ui,
      contentType: recording.type || 'audio/webm',
    },
  );
  return transcript.text;
}
