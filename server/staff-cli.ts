// `npm run staff -- add EMAIL --role ROLE [--name "Full Name"]`: adds someone to the staff from a
// script, in the database the server uses (DATABASE_URL, else the embedded database under
// DATA_DIR: stop the store first, it admits one process at a time). The password is asked for on a
// terminal (not shown), or read from the first line of standard input when piped. The audit trail
// records the change as made on the command line.
// Exit codes: 0 done, 1 refused, 2 bad arguments, 75 the store holds the database, 78 bad configuration.
import { isStaffRole, staffRoles, type StaffRole } from "../app/lib/admin/staff-permissions";
import { StaffError } from "../app/lib/contracts/staff";
import { ownerSetupSchema } from "../app/lib/forms/staff-schemas";
import { createServices } from "./services/services";
import { openStoreDatabaseFor, runWhenRunDirectly } from "./command-line";

export const staffUsage = `Usage: npm run staff -- add <EMAIL> --role <${staffRoles.join("|")}> [--name "Full Name"]

Adds a staff member who can sign in at /admin/login. The password is asked for (or read from
the first line of standard input: echo "$PASSWORD" | npm run staff -- add …).
`;

export type StaffCommand = { kind: "help" } | { kind: "add"; email: string; role: StaffRole; name: string };

export class StaffArgsError extends Error {}

export function parseStaffArgs(argv: readonly string[]): StaffCommand {
  if (argv.includes("--help") || argv.includes("-h")) return { kind: "help" };
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? "";
    const option = /^--(role|name)(?:=(.*))?$/.exec(argument);
    if (option?.[1]) {
      const value = option[2] ?? argv[index + 1];
      if (option[2] === undefined) index += 1;
      if (!value?.trim()) throw new StaffArgsError(`--${option[1]} needs a value.`);
      options[option[1]] = value.trim();
    } else if (argument.startsWith("-")) {
      throw new StaffArgsError(`Unknown option ${argument}.`);
    } else {
      positional.push(argument);
    }
  }
  const [verb, email, ...rest] = positional;
  if (verb !== "add" || !email || rest.length > 0) throw new StaffArgsError("Say add and an e-mail address.");
  const role = options.role;
  if (!isStaffRole(role)) throw new StaffArgsError(`--role must be one of ${staffRoles.join(", ")}.`);
  return { kind: "add", email, role, name: options.name ?? email.split("@")[0] ?? email };
}

/** The password: typed on a terminal without echo, else the first line of standard input. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = "";
    for await (const chunk of process.stdin) input += String(chunk);
    return input.split(/\r?\n/)[0] ?? "";
  }
  // On a terminal: raw mode, so the typed characters are never echoed.
  process.stdout.write("Password (not shown): ");
  process.stdin.setRawMode(true);
  process.stdin.setEncoding("utf8");
  process.stdin.resume();
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = "";
      process.stdin.on("data", (chunk: string) => {
        for (const character of chunk) {
          if (character === "\r" || character === "\n") resolve(typed);
          else if (character === "\u0003") reject(new StaffArgsError("Cancelled."));
          else if (character === "\u007f" || character === "\b") typed = typed.slice(0, -1);
          else typed += character;
        }
      });
    });
  } finally {
    process.stdin.setRawMode(false);
    process.stdin.pause();
    process.stdout.write("\n");
  }
}

async function main(argv: readonly string[]): Promise<number> {
  let command: StaffCommand;
  try {
    command = parseStaffArgs(argv);
  } catch (error) {
    if (error instanceof StaffArgsError) {
      process.stderr.write(`staff: ${error.message}\n\n${staffUsage}`);
      return 2;
    }
    throw error;
  }
  if (command.kind === "help") {
    process.stdout.write(staffUsage);
    return 0;
  }
  let password: string;
  try {
    password = await readPassword();
  } catch (error) {
    if (error instanceof StaffArgsError) {
      process.stderr.write(`staff: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const parsed = ownerSetupSchema.safeParse({ name: command.name, email: command.email, password });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) process.stderr.write(`staff: ${issue.message}\n`);
    return 2;
  }
  const handle = await openStoreDatabaseFor("staff");
  if (typeof handle === "number") return handle;
  try {
    await handle.migrate();
    const member = await createServices(handle).staff.addFromCommandLine({ ...parsed.data, role: command.role });
    process.stdout.write(`Added ${member.name} <${member.email}> as ${member.role}. They sign in at /admin/login.\n`);
    return 0;
  } catch (error) {
    if (error instanceof StaffError) {
      process.stderr.write(`staff: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

runWhenRunDirectly("staff-cli.ts", "staff", main);
