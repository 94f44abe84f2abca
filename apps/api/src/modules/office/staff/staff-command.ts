import type { Readable, Writable } from "node:stream";
import { parseArgs } from "node:util";
import { readStaffPasswordRefusal } from "@park/domain/office-staff/staff-password-strength.ts";
import { isStaffRole, STAFF_ROLES } from "@park/domain/office-staff/staff-roles.ts";
import type { Config } from "../../../config.ts";
import { openCommandDatabase } from "../../../db/database.ts";
import { createClock } from "../../../infra/clock.ts";
import { fieldMessage } from "../../../texts/error-texts.ts";
import { askHidden, readPipedLines } from "./password-prompt.ts";
import { createStaffAccounts, type StaffAccounts } from "./staff-accounts.ts";

export type CommandIo = {
  stdin: Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: Writable;
  stderr: Writable;
};

const USAGE = `Usage:
  npm run staff -- create --email <e-mail> --role <${STAFF_ROLES.join("|")}> [--name "<full name>"]
      asks for the password twice (hidden); piped in, the first line is the password
  npm run staff -- import < accounts.tsv
      one account per line, "e-mail<TAB>role<TAB>password" (for set-up scripts; never typed by hand)
  npm run staff -- list
  npm run staff -- disable --email <e-mail>
      the account can no longer sign in and its sessions end at once
The database is DATABASE_URL, or PGlite in DATA_DIR (stop the server first: PGlite has one process at a time).
`;

const ACCOUNT_ISSUE_TEXTS: Record<string, string> = {
  email_taken: "An account with this e-mail already exists.",
  email_invalid: "The e-mail address is not valid.",
};

/** A refusal in English, as one sentence or more: a password's as the office words it (with its advice). */
function issueText(issue: string): string {
  if (readStaffPasswordRefusal(issue) === undefined) return ACCOUNT_ISSUE_TEXTS[issue] ?? issue;
  const password = fieldMessage(issue, "en");
  return /[.!?]$/.test(password) ? password : `${password}.`;
}

class UsageError extends Error {}

async function askPassword(io: CommandIo): Promise<string> {
  if (!io.stdin.isTTY) {
    const [password = "", confirmation] = await readPipedLines(io.stdin);
    if (confirmation !== undefined && confirmation !== password) {
      throw new UsageError("The two passwords piped in differ.");
    }
    return password;
  }
  const password = await askHidden("Password: ", io.stdin, io.stdout);
  const again = await askHidden("Password again: ", io.stdin, io.stdout);
  if (password !== again) throw new UsageError("The two passwords differ; nothing was created.");
  return password;
}

/**
 * `npm run staff -- <create|list|disable>`: the only way to make a staff account (issue 14: the first
 * admin is made by a command, and no default password exists). Answers the process's exit code.
 */
export async function runStaffCommand(args: string[], config: Config, io: CommandIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (err) {
    io.stderr.write(`${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
    return 2;
  }
  const { command, email, role, name } = parsed;

  const database = await openCommandDatabase(config);
  try {
    // A first admin may come before the server ever started: bring the tables up to date first.
    await database.startup(({ migrate }) => migrate());
    const accounts = createStaffAccounts({ db: database.db, clock: createClock(config.clockNow) });

    if (command === "list") {
      for (const account of await accounts.list()) {
        const state = account.disabledAt ? `disabled ${account.disabledAt.toISOString()}` : "active";
        io.stdout.write(`${account.email}\t${account.role}\t${account.name}\t${state}\n`);
      }
      return 0;
    }

    if (command === "import") return await importAccounts(accounts, io);

    if (command === "disable") {
      if (!(await accounts.disable(email))) {
        io.stderr.write(`No staff account has the e-mail ${email}.\n`);
        return 1;
      }
      io.stdout.write(`Disabled ${email}; its sessions have ended.\n`);
      return 0;
    }

    const password = await askPassword(io);
    const outcome = await accounts.create({ email, role, name, password });
    if (!outcome.ok) {
      io.stderr.write(`${issueText(outcome.issue)} Nothing was created.\n`);
      return 1;
    }
    io.stdout.write(`Created ${outcome.account.role} account ${outcome.account.email}.\n`);
    return 0;
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.stderr.write(`${err.message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

/** `import`: every line of stdin an account; each refusal is reported and the exit code is 1 if any. */
async function importAccounts(accounts: StaffAccounts, io: CommandIo): Promise<number> {
  if (io.stdin.isTTY)
    throw new UsageError("import reads its accounts from a pipe or a file, not from the keyboard.");
  let failures = 0;
  for (const [index, line] of (await readPipedLines(io.stdin)).entries()) {
    const [email = "", role = "", password = ""] = line.split("\t");
    if (!isStaffRole(role)) {
      io.stderr.write(`Line ${index + 1}: the role must be one of ${STAFF_ROLES.join(", ")}.\n`);
      failures += 1;
      continue;
    }
    const outcome = await accounts.create({ email, role, name: "", password }, "import");
    if (outcome.ok) io.stdout.write(`Created ${role} account ${outcome.account.email}.\n`);
    else {
      io.stderr.write(`Line ${index + 1}: ${issueText(outcome.issue)}\n`);
      failures += 1;
    }
  }
  return failures === 0 ? 0 : 1;
}

function parse(args: string[]) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } },
  });
  const [command, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(" ")}`);
  if (command === "list" || command === "import")
    return { command, email: "", role: "admin" as const, name: "" };
  if (command !== "create" && command !== "disable") {
    throw new UsageError("Say create, import, list or disable.");
  }
  if (!values.email) throw new UsageError("--email is required.");
  if (command === "disable") return { command, email: values.email, role: "admin" as const, name: "" };
  if (!values.role || !isStaffRole(values.role)) {
    throw new UsageError(`--role must be one of ${STAFF_ROLES.join(", ")}.`);
  }
  return { command, email: values.email, role: values.role, name: values.name ?? "" };
}
