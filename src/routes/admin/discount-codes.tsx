import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/lib/route-heads';
import { DiscountCodesPage } from '@/features/admin/discount-codes/discount-codes-page';

export const Route = createFileRoute('/admin/discount-codes')({
  head: routeHead('/admin/discount-codes'),
  component: DiscountCodesPage,
});
