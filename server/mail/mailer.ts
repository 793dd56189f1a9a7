// How the store hands an e-mail to the outside world. The outbox dispatcher talks only to this
// interface, so the file mailer (the default, and what tests read) and an SMTP relay are
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
  /** Resolves once the mail is accepted for delivery; rejects with the reason otherwise. */
  send(mail: OutgoingMail): Promise<void>;
}
