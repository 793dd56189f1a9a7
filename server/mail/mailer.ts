// How the store hands an e-mail to the outside world. The outbox dispatcher talks only to this
// interface, so the file mailer (development, and what tests read) and the SMTP mailer are
// interchangeable.

export interface OutgoingMail {
  /** The outbox row's id: a mailer that retries must not send one row twice. */
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface Mailer {
  readonly name: string;
  /**
   * Resolves once the mail is accepted for delivery; rejects with the reason otherwise: with a
   * PermanentDeliveryError when trying again cannot help, with any other error when it may.
   */
  send(mail: OutgoingMail): Promise<void>;
}

/** A refusal that would be the same on every later attempt (an unknown mailbox, a bad address). */
export class PermanentDeliveryError extends Error {
  override name = "PermanentDeliveryError";
}
