// The e-mail that invites someone onto the staff: a one-time link to choose a name and password.
import { staffRoleNames, type StaffRole } from "../../app/lib/admin/staff-permissions";
import { site } from "../../app/lib/site";
import { emailLayout, greeting, linkButton, paragraph, signOff, type OutboxEmail, textSignature } from "./email-layout";

export const staffInvitationKind = "staff-invitation";

export function staffInvitationEmail(to: string, input: { invitedBy: string; role: StaffRole; link: string; days: number }): OutboxEmail {
  const subject = `You are invited to run ${site.name}'s store`;
  const invitation = `${input.invitedBy} invited you to ${site.name}'s back office as ${staffRoleNames[input.role]}.`;
  const expiry = `The link works once and expires in ${input.days} days.`;
  return {
    kind: staffInvitationKind,
    toAddress: to,
    subject,
    textBody: [greeting(null), "", invitation, "Open this link to choose your password:", "", input.link, "", expiry, "", ...textSignature].join("\n"),
    htmlBody: emailLayout({
      title: subject,
      preheader: invitation,
      content: [
        paragraph(greeting(null)),
        paragraph(invitation),
        linkButton("Accept the invitation", input.link),
        paragraph(expiry),
        signOff(),
      ],
    }),
  };
}
