import { Fragment, type ReactNode } from "react";

// A translated sentence with parts drawn as elements (a bold count, a price kept on one line):
// the message gets a marker per part as its value, and the markers are swapped for the elements.
const mark = "\u2063";

/** The value to give a message's placeholder that `textWithNodes` later swaps for an element. */
export function nodeMarker(name: string): string {
  return `${mark}${name}${mark}`;
}

export function textWithNodes(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text
    .split(new RegExp(`${mark}(\\w+)${mark}`))
    .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{nodes[part]}</Fragment> : part));
}
