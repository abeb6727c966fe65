-- Early-registration prices (docs/decisions/0066-early-registration-prices.md): a course bought
-- on its own for a dated session is charged its early price up to the early deadline, its
-- individual ("regular") price after. The line says which, beside the list price it was charged.
alter table order_lines drop constraint order_lines_price_tier_check;
alter table order_lines add constraint order_lines_price_tier_check
  check (price_tier in ('registration', 'early', 'regular', 'unrecorded'));
