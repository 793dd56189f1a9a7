// Writes a Brotli (.br) and a gzip (.gz) copy beside each of the browser build's text files, which
// the store serves to browsers that take them (serveStatic's `precompressed` in server/app.ts).
// Compressed once here, at the highest settings, they cost no request any time and are smaller
// than what compressing each answer on the fly could afford (Brotli's best is far too slow for that).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
const compressible = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|html)$/;
/** Smaller files go as they are: the framing would eat the saving. */
const minimumBytes = 1024;

for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const original = readFileSync(file);
  if (original.length < minimumBytes) continue;
  const brotli = brotliCompressSync(original, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: original.length },
  });
  const gzipped = gzipSync(original, { level: constants.Z_BEST_COMPRESSION });
  // A copy no smaller than the file would only cost a browser the decoding.
  if (brotli.length < original.length) writeFileSync(`${file}.br`, brotli);
  if (gzipped.length < original.length) writeFileSync(`${file}.gz`, gzipped);
}
