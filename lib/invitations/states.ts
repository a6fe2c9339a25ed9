/**
 * The invitation state machine, the one place that says how a recruiter's invitation to apply moves: pending →
 * accepted (the talent applied, from the invitation or from the job page) or pending → declined. Both answers are
 * final. Shared by the server (which writes a move only from a status listed here) and the talent's screens.
 */
export const INVITATION_STATUSES = ["pending", "accepted", "declined"] as const;

export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

const MOVES: Readonly<Record<InvitationStatus, readonly InvitationStatus[]>> = {
  pending: ["accepted", "declined"],
  accepted: [],
  declined: [],
};

export const canMoveInvitation = (from: InvitationStatus, to: InvitationStatus): boolean => MOVES[from].includes(to);

export const isAnsweredInvitation = (status: InvitationStatus): boolean => MOVES[status].length === 0;

/**
 * The statuses an invitation may move to `to` from: what a write puts in its WHERE, so that of two answers at once
 * (an accept and a decline, or an apply from the job page) exactly one lands.
 */
export const invitationStatusesBefore = (to: InvitationStatus): InvitationStatus[] =>
  INVITATION_STATUSES.filter((from) => canMoveInvitation(from, to));
