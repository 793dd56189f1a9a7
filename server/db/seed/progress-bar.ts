// The seed CLI's progress display on stderr: one bar redrawn in place on a terminal, and a plain
// line every 10% when stderr is a file or a CI log (where \r redraws would pile up).

export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): boolean;
}

const numberFormat = new Intl.NumberFormat("en-IN");

/** e.g. "[#######.......................] 12,000/50,000 products  24%" */
export function formatProgressBar(done: number, total: number, width = 30): string {
  const fraction = total > 0 ? Math.min(1, Math.max(0, done / total)) : 1;
  const filled = Math.round(fraction * width);
  const percent = Math.floor(fraction * 100);
  return `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${numberFormat.format(done)}/${numberFormat.format(total)} products  ${percent}%`;
}

export interface ProgressReporter {
  update(done: number, total: number): void;
  /** Ends the display (a newline after a redrawn bar) before other output follows. */
  end(): void;
}

export function createProgressReporter(stream: ProgressStream, minRedrawMs = 100): ProgressReporter {
  const tty = stream.isTTY === true;
  let lastDraw = 0;
  let drawn = false;
  let lastTenth = -1;
  return {
    update(done, total) {
      const line = formatProgressBar(done, total);
      if (tty) {
        const now = Date.now();
        if (done < total && now - lastDraw < minRedrawMs) return;
        lastDraw = now;
        stream.write(`\r${line}`);
        drawn = true;
        return;
      }
      const tenth = total > 0 ? Math.floor((done * 10) / total) : 10;
      if (tenth > lastTenth) {
        lastTenth = tenth;
        stream.write(`${line}\n`);
      }
    },
    end() {
      if (tty && drawn) stream.write("\n");
      drawn = false;
    },
  };
}
