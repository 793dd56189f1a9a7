import { Trans as LinguiTrans } from "@lingui/react";
import type { ReactElement } from "react";
import { messageKey } from "./message-key";

interface TransProps {
  /** The English text, as for `t()`, with its tags (<0>…</0>) and placeholders. */
  id: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}

/**
 * Lingui's `<Trans>` for a message with tags: the page's catalogs key it by its English text's
 * hash, and the English is shown where they lack it.
 */
export function Trans({ id, values, components }: TransProps) {
  return <LinguiTrans id={messageKey(id)} message={id} values={values} components={components} />;
}
