import { createFileRoute } from '@tanstack/react-router';
import { DiscountCodesPage } from '@/features/admin/discount-codes/discount-codes-page';

export const Route = createFileRoute('/admin/discount-codes')({
  head: () => ({ meta: [{ title: 'Discount codes — Admin — Drip Cotton Candy' }] }),
  component: DiscountCodesPage,
});
