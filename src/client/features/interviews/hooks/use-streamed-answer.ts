import { useState } from 'react';
import { useSubmitAnswer } from '../api/submit-answer';
import type { LastFeedback } from '../components/feedback-panel';

/** The coach's reply to the answer being sent, as it arrives. */
export interface LiveReply extends LastFeedback {
  feedback: string;
  isWriting: boolean;
  assessment: string;
}

export const EMPTY_REPLY: LiveReply = {
  feedback: '',
  feedbackFailed: false,
  isWriting: true,
  assessment: '',
};

/** Sends answers, and holds the coach's reply while it is written (null when none is). */
export function useStreamedAnswer(interviewId: string) {
  const [live, setLive] = useState<LiveReply | null>(null);
  const submit = useSubmitAnswer(interviewId, {
    onFeedback: (text) =>
      setLive((reply) => reply && { ...reply, feedback: reply.feedback + text }),
    onFeedbackEnd: (result) =>
      setLive(
        (reply) =>
          reply && {
            ...reply,
            feedback: result.feedback ?? '',
            feedbackFailed: result.feedbackFailed,
            isWriting: false,
          },
      ),
    onAssessment: (text) =>
      setLive((reply) => reply && { ...reply, assessment: reply.assessment + text }),
  });
  return { live, setLive, submit };
}
