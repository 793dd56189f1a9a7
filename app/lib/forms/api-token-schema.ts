// The owner's form for a new API token (a name that says what uses it, and a role), read by the
// /admin/api-tokens page and POST /api/admin/api-tokens alike. zod/mini, as the other forms.
import * as z from "zod/mini";
import { staffRoles } from "../admin/staff-permissions";
import { staffMessages } from "./staff-schemas";

export const apiTokenNameMaxLength = 80;

export const apiTokenMessages = {
  nameRequired: "Name the token after what will use it (for example, Courier updates)",
  nameTooLong: `The name must be at most ${apiTokenNameMaxLength} characters`,
  roleRequired: staffMessages.roleRequired,
} as const;

export const apiTokenSchema = z.object({
  name: z.string({ error: apiTokenMessages.nameRequired }).check(
    z.trim(),
    z.minLength(1, { error: apiTokenMessages.nameRequired, abort: true }),
    z.maxLength(apiTokenNameMaxLength, { error: apiTokenMessages.nameTooLong, abort: true }),
  ),
  role: z.enum(staffRoles, { error: apiTokenMessages.roleRequired }),
});
