import { withUnbrokenPrices } from "~/ui/rupees";

const tableClass = "w-full border-collapse text-left text-[15px]";
const headRowClass = "border-b-2 border-stone-300 text-ink";
const rowClass = "border-b border-stone-200";

/** A two-column table of a policy page (charges, delivery times), its texts already in the page's language. */
export function PolicyTable({ caption, columns, rows }: { caption: string; columns: readonly [string, string]; rows: readonly (readonly [string, string])[] }) {
  return (
    <div className="mt-5 max-w-3xl overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className={headRowClass}>
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-stone-700">
          {rows.map(([label, value]) => (
            <tr key={label} className={rowClass}>
              <th scope="row" className="py-2.5 pr-4 font-normal">
                {withUnbrokenPrices(label)}
              </th>
              <td className="py-2.5">{withUnbrokenPrices(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
