// Files several store processes share (rendered images, uploaded photos): written so that a reader
// sees either no file or the whole file, even after a crash or a power cut.
import { randomBytes } from "node:crypto";
import { mkdir, open, rename, unlink } from "node:fs/promises";
import path from "node:path";

/** Whether a Node error (from fs, net, …) carries this code, e.g. ENOENT. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && "code" in error && error.code === code;
}

/**
 * Writes the bytes aside, flushes them, then renames them into place. When writing fails, the
 * file aside is removed; if that fails too, both errors are thrown together.
 */
export async function writeFileAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    const handle = await open(temporary, "wx");
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    try {
      await unlink(temporary);
    } catch (unlinkError) {
      if (!hasErrorCode(unlinkError, "ENOENT")) throw new AggregateError([error, unlinkError], `could not write ${file}, nor remove ${temporary}`);
    }
    throw error;
  }
}
