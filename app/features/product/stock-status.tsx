/** The variant's stock label of spec §4, coloured by how urgent it is. */
export function StockStatus({ label, inStock }: { label: string; inStock: boolean }) {
  const tone = !inStock ? "text-red-700" : label.startsWith("Only") ? "text-amber-800" : "text-green-800";
  const dot = !inStock ? "bg-red-600" : label.startsWith("Only") ? "bg-amber-500" : "bg-green-600";
  return (
    <p className={`flex items-center gap-2 text-sm font-medium ${tone}`}>
      <span aria-hidden="true" className={`size-2.5 rounded-full ${dot}`} />
      {label}
    </p>
  );
}
