// Bundles the Node entry (server/main.ts and everything it imports of ours) into build/main.js (or $BUILD_DIR/main.js).
// Packages stay external: PGlite and sharp find their binaries relative to their own files.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: `${process.env.BUILD_DIR ?? "build"}/main.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
