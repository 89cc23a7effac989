import { vi } from 'vitest';

// jsdom has no microphone or recorder: these stand in for them in the voice tests. The recorder
// hands over a small webm blob when stopped; `started` counts recordings begun.

export class FakeRecorder {
  static started = 0;
  mimeType = 'audio/webm';
  state = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    FakeRecorder.started += 1;
    this.state = 'recording';
  }
  stop() {
    if (this.state !== 'recording') return;
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array(64)], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

/** A granted microphone, the fake recorder and blob URLs (undone by vi.unstubAllGlobals). */
export function installFakeMicrophone(): void {
  FakeRecorder.started = 0;
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: async () => ({ getTracks: () => [{ stop: () => undefined }] }) },
  });
  URL.createObjectURL = () => 'blob:recording';
  URL.revokeObjectURL = () => undefined;
}
