// How the stores answered their pages (the store's page_answers_total metric): from the kept
// copy, or drawn. A sale day's buyers change stock, and a page showing that stock is drawn again.

export interface PageAnswers {
  cached: number;
  drawnAndKept: number;
  drawn: number;
}

const answerPattern = /^page_answers_total\{answer="(cached|drawn_and_kept|drawn)"\} (\d+)$/gm;

/** The counts of every store added up, scraped from this machine (no metrics token needed). */
export async function pageAnswersOf(stores: readonly { baseUrl: string }[]): Promise<PageAnswers> {
  const total: PageAnswers = { cached: 0, drawnAndKept: 0, drawn: 0 };
  for (const store of stores) {
    const answer = await fetch(`${store.baseUrl}/api/metrics`);
    if (!answer.ok) throw new Error(`the store's metrics answered ${answer.status}`);
    for (const [, kind, count] of (await answer.text()).matchAll(answerPattern)) {
      const field = kind === "cached" ? "cached" : kind === "drawn_and_kept" ? "drawnAndKept" : "drawn";
      total[field] += Number(count);
    }
  }
  return total;
}

export function pageAnswersBetween(before: PageAnswers, after: PageAnswers): PageAnswers {
  return { cached: after.cached - before.cached, drawnAndKept: after.drawnAndKept - before.drawnAndKept, drawn: after.drawn - before.drawn };
}

/** "1,234 pages: 81% the kept copy; drawn and kept 200, drawn 30". */
export function describePageAnswers({ cached, drawnAndKept, drawn }: PageAnswers): string {
  const all = cached + drawnAndKept + drawn;
  const share = all === 0 ? 0 : Math.round((cached / all) * 100);
  return `${all.toLocaleString("en-IN")} pages: ${share}% from the kept copy (${cached.toLocaleString("en-IN")}); drawn and kept ${drawnAndKept.toLocaleString("en-IN")}, drawn ${drawn.toLocaleString("en-IN")}`;
}
