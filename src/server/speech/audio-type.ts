/** The recordings the browser makes (MediaRecorder) and common audio files: what may be sent. */
export const AUDIO_TYPE = /^audio\/(?:webm|ogg|mp4|mpeg|wav|x-wav)(?:;.*)?$/i;
