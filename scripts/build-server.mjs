// Bundles the Node entry (server/main.ts and everything it imports of ours) into build/main.js (or $BUILD_DIR/main.js),
// and the embedded database's thread (server/db/pglite-thread-worker.ts) beside it, where pglite-thread.ts looks for it.
// Packages stay external: PGlite and sharp find their binaries relative to their own files.
import { build } from "esbuild";

await build({
  entryPoints: { main: "server/main.ts", "pglite-thread-worker": "server/db/pglite-thread-worker.ts" },
  outdir: process.env.BUILD_DIR ?? "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
