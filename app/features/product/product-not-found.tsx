import { Link } from "react-router";

/** Spec §8: an unknown product, drawn inside the shop layout with a 404 status. */
export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl text-ink">Product Not Found</h1>
      <p className="mt-4 text-stone-700">The product you&apos;re looking for doesn&apos;t exist or has been removed.</p>
      <Link
        to="/products"
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        Continue Shopping
      </Link>
    </div>
  );
}
