// Bundles the embedded database's thread (server/db/pglite-thread-worker.ts) into the server build
// folder, beside build/server/index.js, where pglite-thread.ts looks for it. The worker is a
// program of its own (it shares no objects with the store's thread), so it is built apart from
// the Vite server build. Packages stay external: PGlite finds its WebAssembly beside its own files.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

await build({
  entryPoints: { "pglite-thread-worker": "server/db/pglite-thread-worker.ts" },
  outdir: path.join(process.env.BUILD_DIR ?? "build", "server"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

// `npm start` rebuilds when a source is newer than this stamp.
writeFileSync(path.join(process.env.BUILD_DIR ?? "build", ".build-stamp"), new Date().toISOString());
