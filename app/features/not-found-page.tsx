/** The store's 404 page: shown for unknown addresses inside the shop's header and footer. */
export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>Page Not Found | Aangan</title>
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="mt-4 text-gray-600">The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <a href="/" className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white">
        Go to Home
      </a>
    </div>
  );
}
