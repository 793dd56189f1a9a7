// `npm start`: builds the store when the build is missing or older than the sources, then runs
// it in this process. The server itself creates, migrates and seeds the database on first run.
// package.json runs this with `exec`, so npm's signals reach this process (and the store) directly.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
// Written by scripts/build-worker.mjs, the last step of `npm run build`.
const stamp = path.join(buildDir, ".build-stamp");
const serverEntry = path.join(buildDir, "server", "index.js");
const sources = ["app", "server", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function say(line) {
  process.stderr.write(`${line}\n`);
}

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, child)));
  return newest;
}

// The build's own output (chunk lists, size warnings) helps nobody starting the store: it is
// kept and shown only when the build fails.
async function build(reason) {
  say(`Building the store (${reason}); this takes about a minute…`);
  const startedAt = Date.now();
  const child = spawn("npm", ["run", "--silent", "build"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  const status = await new Promise((resolve) => child.on("close", resolve));
  if (status !== 0) {
    process.stderr.write(Buffer.concat(output));
    say("The build failed; the messages above say why.");
    process.exit(typeof status === "number" ? status : 1);
  }
  say(`Built in ${Math.round((Date.now() - startedAt) / 1000)} s.`);
}

if (!existsSync(serverEntry) || !existsSync(stamp)) await build("first start");
else {
  const sourceTime = Math.max(...sources.map((source) => newestModification(path.join(root, source))));
  if (sourceTime > statSync(stamp).mtimeMs) await build("the sources changed since the last build");
}

// React and React DOM pick their fast production builds from NODE_ENV.
const nodeEnvUnset = !process.env.NODE_ENV;
if (nodeEnvUnset) process.env.NODE_ENV = "production";
// A production store refuses to start without PUBLIC_ORIGIN (server/config.ts). With no NODE_ENV,
// `npm start` is someone trying the store on this machine: links in e-mails point here. An
// operator who says NODE_ENV=production gets the refusal instead of links to localhost.
const port = process.env.PORT || "3000";
if (nodeEnvUnset && !process.env.PUBLIC_ORIGIN) {
  process.env.PUBLIC_ORIGIN = `http://localhost:${port}`;
  say(
    `PUBLIC_ORIGIN is not set: links in e-mails use ${process.env.PUBLIC_ORIGIN}. ` +
      "To serve shoppers, set NODE_ENV=production and PUBLIC_ORIGIN to the address they use.",
  );
}
// Likewise payments: the test gateway is the only one, and a production store runs on it only
// when told to (server/config.ts). Trying the store on this machine is telling it; every page
// then says that no money is taken.
if (nodeEnvUnset && !process.env.PAYMENTS) {
  process.env.PAYMENTS = "test";
  say("PAYMENTS is not set: the store takes test payments only (test cards in docs/payments.md; every page says so).");
}
say(
  process.env.DATABASE_URL
    ? "Starting the store on PostgreSQL (DATABASE_URL)…"
    : `Starting the store on the embedded database in ${process.env.DATA_DIR ?? "data"}/ (created and seeded on the first start)…`,
);

// Whoever started us may die without a signal (a killed terminal or npm): the store then stops
// as if told to, rather than serving on with nobody to stop it.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 1000).unref();

process.chdir(root);
await import(pathToFileURL(serverEntry).href);

// The store logs JSON lines for operators; a person at the terminal wants the address. Any answer
// from the health check (even "degraded") means the store is listening.
const listensOn = process.env.HOST ?? "127.0.0.1";
const host = listensOn === "0.0.0.0" ? "127.0.0.1" : listensOn.includes(":") ? `[${listensOn}]` : listensOn;
const shownHost = host === "127.0.0.1" ? "localhost" : host;
for (;;) {
  const answered = await fetch(`http://${host}:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (answered) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
say(`The store is ready: open http://${shownHost}:${port}/ (Ctrl+C stops it).`);
