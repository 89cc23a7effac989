/** The one clock the app reads: the system's in production, one a test moves. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
