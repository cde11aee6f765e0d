import { eq, inArray, sql } from 'drizzle-orm';
import { businessLevelFor } from '@shared/business-level';
import type { Database } from '../db/client';
import { productImages, products, productVariants, profiles } from '../db/schema';
import { CART_MAX_QUANTITY } from '@shared/schemas/order-rules';
import type { CartLine } from '@shared/schemas/orders';
import { discountPercent as memberDiscountPercent } from './loyalty';
import { loadDiscountCap } from './member-discount';
import { formatCents } from '@shared/money';
import { stockShortMessage } from './stock';
import { callsTogetherPerDatabase } from './calls-together';

/** The discount on a subtotal, rounded to the nearest cent with halves rounded up (1225 x 2% = 24.5 → 25). */
export function discountCentsFor(subtotalCents: number, percent: number): number {
  return Math.floor((subtotalCents * percent + 50) / 100);
}

export type LineProblem =
  | { kind: 'unavailable'; message: string }
  | { kind: 'size_required'; message: string }
  | { kind: 'sold_out'; left: number; message: string }
  | { kind: 'price_changed'; previousUnitPriceCents: number; message: string };

export type PricedLine = {
  productId: string;
  variantId: string | null;
  name: string;
  size: string | null;
  imageUrl: string | null;
  /** The product's own picture (not the gallery's first), which an order's lines show. */
  productImageUrl: string | null;
  quantity: number;
  /** How many are left of this product or size; null: unlimited. */
  stockLeft: number | null;
  /** Null only for a line whose product or size cannot be bought any more. */
  unitPriceCents: number | null;
  lineTotalCents: number;
  problem: LineProblem | null;
};

export type Quote = {
  lines: PricedLine[];
  /** One sentence per line that must be looked at before the order can be placed. */
  problems: string[];
  subtotalCents: number;
  /** 0 for visitors; the member discount for signed-in members. */
  discountPercent: number;
  discountCents: number;
  totalCents: number;
  member: boolean;
};

export class QuantityLimitError extends Error {}

/** The same product in the same size sent twice is one line with the quantities added up. */
function combineLines(lines: readonly CartLine[]): CartLine[] {
  const byKey = new Map<string, CartLine>();
  for (const line of lines) {
    const key = `${line.productId}:${line.variantId ?? ''}`;
    const earlier = byKey.get(key);
    if (!earlier) {
      byKey.set(key, { ...line });
      continue;
    }
    earlier.quantity += line.quantity;
    if (earlier.quantity > CART_MAX_QUANTITY) throw new QuantityLimitError(`You can order at most ${CART_MAX_QUANTITY} of one item`);
    earlier.expectedUnitPriceCents ??= line.expectedUnitPriceCents;
  }
  return [...byKey.values()];
}

/** The products and sizes one quote reads. */
type CatalogAsk = { productIds: string[]; variantIds: string[] };

async function readProducts(db: Database, ids: string[]) {
  return db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      hasVariants: products.hasVariants,
      imageUrl: products.imageUrl,
      isActive: products.isActive,
      stockCount: products.stockCount,
      // The picture a cart line shows: the gallery's primary one, else its first, read in the same statement.
      galleryImageUrl: sql<
        string | null
      >`(select ${productImages.imageUrl} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.isPrimary} desc, ${productImages.displayOrder} asc limit 1)`,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

async function readVariants(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      size: productVariants.size,
      priceCents: productVariants.priceCents,
      isActive: productVariants.isActive,
      stockCount: productVariants.stockCount,
    })
    .from(productVariants)
    .where(inArray(productVariants.id, ids));
}

type CatalogRows = { products: Awaited<ReturnType<typeof readProducts>>; variants: Awaited<ReturnType<typeof readVariants>> };

/** The rows of every quote's products and sizes in one read of each table, then each quote's own rows. */
async function readCatalogRows(db: Database, asks: CatalogAsk[]): Promise<CatalogRows[]> {
  const [productRows, variantRows] = await Promise.all([
    readProducts(db, [...new Set(asks.flatMap((ask) => ask.productIds))]),
    readVariants(db, [...new Set(asks.flatMap((ask) => ask.variantIds))]),
  ]);
  return asks.map((ask) => ({
    products: productRows.filter((row) => ask.productIds.includes(row.id)),
    variants: variantRows.filter((row) => ask.variantIds.includes(row.id)),
  }));
}

/** The most quotes one read serves; the rest wait for the next read. */
const QUOTES_PER_READ_MAX = 100;

// The quotes of buyers checking out at once read the catalog together: in a rush each order's own read was a round
// trip and a statement of its own, for the same few rows. A failed read (the database unreachable) fails each quote,
// as a read of its own would have.
const catalogReads = callsTogetherPerDatabase<CatalogAsk, CatalogRows>({
  call: readCatalogRows,
  itemsPerCallMax: QUOTES_PER_READ_MAX,
  onFailedCall: 'fail-each',
});

/**
 * Prices cart lines from the database: current prices of active products and sizes, the member discount from the
 * member's profile, totals in integer cents. Lines that cannot be bought as they are carry a problem instead of
 * failing the whole quote, so the cart can show each one; placing an order refuses a quote with problems.
 */
export async function priceCart(db: Database, input: readonly CartLine[], userId: string | null): Promise<Quote> {
  const lines = combineLines(input);
  const ask: CatalogAsk = {
    productIds: [...new Set(lines.map((l) => l.productId))],
    variantIds: [...new Set(lines.flatMap((l) => (l.variantId ? [l.variantId] : [])))],
  };
  const [{ products: productRows, variants: variantRows }, profileRows] = await Promise.all([
    catalogReads(db).add(ask),
    userId ? db.select({ totalCoins: profiles.totalCoins }).from(profiles).where(eq(profiles.userId, userId)).limit(1) : Promise.resolve([]),
  ]);

  const priced = lines.map((line): PricedLine => {
    const product = productRows.find((p) => p.id === line.productId);
    const variant = line.variantId ? variantRows.find((v) => v.id === line.variantId && v.productId === line.productId) : undefined;
    const base = {
      productId: line.productId,
      variantId: line.variantId,
      name: product?.name ?? 'An item that is no longer sold',
      size: variant?.size ?? null,
      imageUrl: product?.galleryImageUrl ?? product?.imageUrl ?? null,
      productImageUrl: product?.imageUrl ?? null,
      quantity: line.quantity,
      stockLeft: (variant ? variant.stockCount : product?.stockCount) ?? null,
    };
    const label = base.size ? `${base.name} (${base.size})` : base.name;
    const unavailable = (): PricedLine => ({
      ...base,
      unitPriceCents: null,
      lineTotalCents: 0,
      problem: { kind: 'unavailable', message: `${label} is no longer available. Please remove it from your cart.` },
    });

    if (!product || !product.isActive) return unavailable();
    let unitPriceCents: number;
    if (product.hasVariants) {
      if (!line.variantId) {
        return { ...base, unitPriceCents: null, lineTotalCents: 0, problem: { kind: 'size_required', message: `Please choose a size for ${product.name}.` } };
      }
      if (!variant || !variant.isActive) return unavailable();
      unitPriceCents = variant.priceCents;
    } else {
      // A size sent for a product sold without sizes does not exist for it.
      if (line.variantId || product.priceCents === null) return unavailable();
      unitPriceCents = product.priceCents;
    }
    const lineTotalCents = unitPriceCents * line.quantity;
    // Fewer left than asked for: the buyer lowers the quantity or removes the line (placing the order takes the stock
    // atomically when it stores the order; this tells the buyer before they try).
    if (base.stockLeft !== null && base.stockLeft < line.quantity) {
      return {
        ...base,
        unitPriceCents,
        lineTotalCents,
        problem: { kind: 'sold_out', left: base.stockLeft, message: stockShortMessage(label, base.stockLeft) },
      };
    }
    const expected = line.expectedUnitPriceCents;
    const problem: LineProblem | null =
      expected !== undefined && expected !== unitPriceCents
        ? {
            kind: 'price_changed',
            previousUnitPriceCents: expected,
            message: `The price of ${label} changed from ${formatCents(expected)} to ${formatCents(unitPriceCents)}.`,
          }
        : null;
    return { ...base, unitPriceCents, lineTotalCents, problem };
  });

  const subtotalCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const member = userId !== null;
  // A member without a saved game profile is at the first business level.
  const discountPercent = member ? memberDiscountPercent(businessLevelFor(profileRows[0]?.totalCoins ?? 0), await loadDiscountCap(db)) : 0;
  const discountCents = discountCentsFor(subtotalCents, discountPercent);
  return {
    lines: priced,
    problems: priced.flatMap((line) => (line.problem ? [line.problem.message] : [])),
    subtotalCents,
    discountPercent,
    discountCents,
    totalCents: subtotalCents - discountCents,
    member,
  };
}
