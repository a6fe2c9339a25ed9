/** The longest cover note (and rejection or invitation message) a talent or recruiter may send, in characters. */
export const COVER_NOTE_MAX = 2_000;
