import { Form, Link } from "react-router";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { fieldClass, labelClass, linkClass, Pager, primaryButton, StatusTabs } from "~/features/admin/orders/order-desk-ui";
import { productListFiltersOf, productListHref } from "~/features/admin/products/product-list-filters";
import { ProductStatusBadge, productStatusLabels } from "~/features/admin/products/product-status-badge";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { productStatuses } from "~/lib/contracts/admin-products";
import { formatRupees } from "~/lib/money";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-products";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Products | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "catalog.manage");
  const { filters, page } = productListFiltersOf(new URL(request.url));
  const [list, choices] = await Promise.all([context.services.products.list(actor, filters, page), context.services.products.choices(actor)]);
  return { list, filters, choices };
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { list, filters, choices } = loaderData;
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const allCount = productStatuses.reduce((sum, status) => sum + list.countsByStatus[status], 0);
  const withoutStatus = { ...filters, status: undefined };
  const tabs = [
    { key: "all", label: "All", count: allCount, href: productListHref(withoutStatus), current: !filters.status },
    ...productStatuses.map((status) => ({
      key: status,
      label: productStatusLabels[status],
      count: list.countsByStatus[status],
      href: productListHref({ ...filters, status }),
      current: filters.status === status,
    })),
  ];
  const filtered = Boolean(filters.query ?? filters.categoryId ?? filters.brandId);
  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Products</h1>
        <Link to="/admin/products/new" className={primaryButton}>
          New product
        </Link>
      </div>
      <StatusTabs label="Products by status" tabs={tabs} />
      <Form method="get" role="search" aria-label="Filter products" className="flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-4">
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        <div className="w-80">
          <label htmlFor="products-q" className={labelClass}>
            Name or SKU
          </label>
          <input id="products-q" name="q" type="search" defaultValue={filters.query ?? ""} maxLength={100} autoComplete="off" className={fieldClass} />
        </div>
        <div className="w-64">
          <label htmlFor="products-category" className={labelClass}>
            Category
          </label>
          <select id="products-category" name="category" defaultValue={filters.categoryId ?? ""} className={fieldClass}>
            <option value="">Any</option>
            {choices.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div className="w-48">
          <label htmlFor="products-brand" className={labelClass}>
            Brand
          </label>
          <select id="products-brand" name="brand" defaultValue={filters.brandId ?? ""} className={fieldClass}>
            <option value="">Any</option>
            {choices.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButton}>
          Filter
        </button>
        {filtered ? (
          <Link to={productListHref({ status: filters.status })} className={`pb-2 text-sm ${linkClass}`}>
            Clear filters
          </Link>
        ) : null}
      </Form>
      <p className="text-sm text-stone-700" role="status">
        {list.total === 1 ? "1 product" : `${list.total.toLocaleString("en-IN")} products`}
      </p>
      {list.products.length > 0 ? (
        <table className="w-full border-collapse bg-white text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              <th scope="col" className="px-3 py-2 font-medium">Product</th>
              <th scope="col" className="px-3 py-2 font-medium">SKU</th>
              <th scope="col" className="px-3 py-2 font-medium">Category</th>
              <th scope="col" className="px-3 py-2 font-medium">Brand</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Price from</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Variants</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Stock</th>
              <th scope="col" className="px-3 py-2 font-medium">Status</th>
            </tr>
          </thead>
          <tbody>
            {list.products.map((product) => (
              <tr key={product.id} className="border-b border-stone-100 align-top">
                <td className="px-3 py-2">
                  <Link to={`/admin/products/${product.id}`} className={linkClass}>
                    {product.name}
                  </Link>
                </td>
                <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{product.sku}</td>
                <td className="px-3 py-2">{product.category}</td>
                <td className="px-3 py-2">{product.brand}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{formatRupees(product.price)}</td>
                <td className="px-3 py-2 text-right">{product.variantCount}</td>
                <td className="px-3 py-2 text-right">{product.stock.toLocaleString("en-IN")}</td>
                <td className="px-3 py-2">
                  <ProductStatusBadge status={product.status} publishedAt={product.publishedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="rounded-lg border border-stone-200 bg-white px-4 py-6 text-stone-700">No products here.</p>
      )}
      <Pager label="Pages of products" page={list.page} pageCount={pageCount} hrefFor={(page) => productListHref(filters, page)} />
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
