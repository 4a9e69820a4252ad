/**
 * The home's best sellers over the chart's stretch: the first five products by revenue and the
 * first five by units, each linking to its editor.
 */
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { formatAmount } from "../products/format-amount.ts";
import type { ProductSales } from "./sales-figures.ts";

const SHOWN = 5;

function Ranking({
  title,
  sales,
  figure,
}: {
  title: string;
  sales: ProductSales[];
  figure: (s: ProductSales) => string;
}) {
  return (
    <div className="home-ranking">
      <h3>{title}</h3>
      {sales.length === 0 ? (
        <p>Nothing sold in this stretch.</p>
      ) : (
        <ol className="home-ranking__list">
          {sales.slice(0, SHOWN).map((product) => (
            <li key={product.productId}>
              <Link to={paths.admin.product(product.productId)}>{product.name}</Link>{" "}
              <span className="home-ranking__figure">{figure(product)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The two rankings of `sales` (as `productSales` returns them). */
export function TopProducts({ sales }: { sales: ProductSales[] }) {
  const byUnits = [...sales].sort((a, b) => b.units - a.units || b.revenue - a.revenue);
  return (
    <div className="home-rankings">
      <Ranking title="By revenue" sales={sales} figure={(product) => formatAmount(product.revenue)} />
      <Ranking
        title="By units"
        sales={byUnits}
        figure={(product) => `${product.units} ${product.units === 1 ? "unit" : "units"}`}
      />
    </div>
  );
}
