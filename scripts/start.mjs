// `npm start`: builds the store when the build is missing or older than the sources, then runs
// it. The server itself creates, migrates and seeds the database on first run.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "build", ".build-stamp");
const serverEntry = path.join(root, "build", "server", "index.js");
const sources = ["app", "server", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, child)));
  return newest;
}

const sourceTime = Math.max(...sources.map((source) => newestModification(path.join(root, source))));
const builtTime = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (sourceTime > builtTime || !existsSync(serverEntry)) {
  process.stderr.write("Building the store (first start or sources changed)…\n");
  const result = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    process.stderr.write("The build failed; see the messages above.\n");
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, new Date().toISOString());
}

// React and React DOM pick their fast production builds from NODE_ENV.
const nodeEnvUnset = !process.env.NODE_ENV;
if (nodeEnvUnset) process.env.NODE_ENV = "production";
// A production store refuses to start without PUBLIC_ORIGIN (server/config.ts). With no NODE_ENV,
// `npm start` is someone trying the store on this machine: links in e-mails point here. An
// operator who says NODE_ENV=production gets the refusal instead of links to localhost.
if (nodeEnvUnset && !process.env.PUBLIC_ORIGIN) {
  process.env.PUBLIC_ORIGIN = `http://localhost:${process.env.PORT || "3000"}`;
  process.stderr.write(
    `PUBLIC_ORIGIN is not set: links in e-mails use ${process.env.PUBLIC_ORIGIN}. ` +
      "To serve shoppers, set NODE_ENV=production and PUBLIC_ORIGIN to the address they use.\n",
  );
}
process.chdir(root);
await import(pathToFileURL(serverEntry).href);
